// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { useNavigationBlocker } from './use-navigation-blocker.ts';

afterEach(cleanup);

const leavingSettings = (path: string) => path !== '/settings';

function Settings() {
  const blocker = useNavigationBlocker(leavingSettings);
  return (
    <>
      <Link to="/orders">Orders</Link>
      <Link to="/settings?tab=hours">Hours tab</Link>
      {blocker.state === 'blocked' && (
        <div role="dialog" aria-label="Leave without saving?">
          <button onClick={blocker.reset}>Stay</button>
          <button onClick={blocker.proceed}>Leave</button>
        </div>
      )}
    </>
  );
}

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="where">{pathname + search}</output>;
}

const show = () =>
  render(
    <MemoryRouter initialEntries={['/settings']}>
      <Routes>
        <Route path="/settings" element={<Settings />} />
        <Route path="/orders" element={<p>Orders page</p>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
const where = () => screen.getByRole('status', { name: 'where' }).textContent;

describe('useNavigationBlocker', () => {
  it('holds a navigation away until the user leaves', () => {
    show();
    fireEvent.click(screen.getByRole('link', { name: 'Orders' }));
    expect(screen.getByRole('dialog', { name: 'Leave without saving?' })).toBeTruthy();
    expect(where()).toBe('/settings');
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(where()).toBe('/orders');
    expect(screen.getByText('Orders page')).toBeTruthy();
  });

  it('stays on the page when the user chooses to', () => {
    show();
    fireEvent.click(screen.getByRole('link', { name: 'Orders' }));
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(where()).toBe('/settings');
  });

  it('lets through what the rule allows, such as another tab of the same page', () => {
    show();
    fireEvent.click(screen.getByRole('link', { name: 'Hours tab' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(where()).toBe('/settings?tab=hours');
  });
});
