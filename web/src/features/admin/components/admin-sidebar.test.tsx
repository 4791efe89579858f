// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { OPEN_SECTIONS_KEY } from '../hooks/use-open-sections.ts';
import { visibleNav } from '../utils/admin-nav.ts';
import { AdminSidebar } from './admin-sidebar.tsx';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

const show = (path: string, dev = false) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminSidebar nav={visibleNav(['admin'], undefined, dev)} />
    </MemoryRouter>,
  );
const nav = () => screen.getByRole('navigation', { name: 'Admin' });
const toggle = (name: string) => within(nav()).getByRole('button', { name });

describe('AdminSidebar', () => {
  it('shows a short list: the first section, Orders & delivery open, the other sections folded', () => {
    show('/admin/dashboard');
    expect(
      within(nav())
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([
      'Dashboard',
      'Search',
      'Orders',
      'Live orders',
      'Live map',
      'Delivery safety',
      'Risk factors',
    ]);
    expect(toggle('Orders & delivery').getAttribute('aria-expanded')).toBe('true');
    for (const name of ['Customers & support', 'Catalog', 'Marketing', 'Compliance & reports', 'Settings']) {
      expect(toggle(name).getAttribute('aria-expanded')).toBe('false');
    }
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
  });

  it('keeps the current page’s section open and marks its link; a production build has no Developer section', () => {
    show('/admin/products/p1/edit');
    const catalog = screen.getByRole('group', { name: 'Catalog' });
    expect(within(catalog).getByRole('link', { name: 'Products' }).getAttribute('aria-current')).toBe('page');
    expect(within(catalog).getByRole('link', { name: 'Inventory' }).getAttribute('aria-current')).toBeNull();
    // The group holds a real list: its links are list items, as a screen reader counts them.
    const items = within(within(catalog).getByRole('list')).getAllByRole('listitem');
    expect(items.length).toBe(within(catalog).getAllByRole('link').length);
    expect(within(nav()).queryByRole('button', { name: 'Catalog' })).toBeNull();
    expect(within(nav()).queryByText('Developer')).toBeNull();
    expect(within(nav()).queryByRole('link', { name: 'Button tester' })).toBeNull();
  });

  it('lists the developer pages in development', () => {
    show('/admin/dashboard', true);
    fireEvent.click(toggle('Developer'));
    expect(screen.getByRole('link', { name: 'Button tester' }).getAttribute('href')).toBe(
      '/admin/button-tester',
    );
  });

  it('remembers which sections were opened and folded', () => {
    const first = show('/admin/dashboard');
    fireEvent.click(toggle('Marketing'));
    fireEvent.click(toggle('Orders & delivery'));
    expect(screen.getByRole('link', { name: 'Coupons' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Orders' })).toBeNull();
    expect(JSON.parse(localStorage.getItem(OPEN_SECTIONS_KEY) ?? '[]')).toEqual(['Marketing']);
    first.unmount();
    show('/admin/dashboard');
    expect(toggle('Marketing').getAttribute('aria-expanded')).toBe('true');
    expect(toggle('Orders & delivery').getAttribute('aria-expanded')).toBe('false');
  });
});
