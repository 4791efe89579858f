// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Wallet, History } from 'lucide-react';
import { RoleAppBrand } from './role-app-brand.tsx';
import { RoleAppNav } from './role-app-nav.tsx';

afterEach(cleanup);

const LINKS = [
  { to: '/courier/earnings', label: 'Earnings', icon: Wallet },
  { to: '/courier/history', label: 'History', icon: History },
];

describe('RoleAppNav', () => {
  it('names its landmark, links each page and marks the current one', () => {
    render(
      <MemoryRouter initialEntries={['/courier/history']}>
        <RoleAppNav label="Courier" links={LINKS} variant="bar" wideFrom="lg" />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Courier' });
    expect(nav.className).toContain('lg:hidden');
    expect(within(nav).getByRole('link', { name: 'History' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Earnings' }).getAttribute('href')).toBe(
      '/courier/earnings',
    );
  });

  it('shows the header links from the breakpoint the app asks for', () => {
    render(
      <MemoryRouter>
        <RoleAppNav label="Partner shop" links={LINKS} variant="header" wideFrom="md" />
        <RoleAppBrand app="Partner shop" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('navigation', { name: 'Partner shop' }).className).toContain('md:flex');
    expect(screen.getByText('Partner shop', { selector: 'span' })).toBeTruthy();
  });
});
