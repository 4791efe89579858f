// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { Role, SessionUser } from '#domain/auth.ts';
import { SignedInMenu } from './signed-in-menu.tsx';

const user = (roles: Role[]): SessionUser => ({
  id: 'u1',
  email: 'maya@example.test',
  fullName: 'Maya Brooks',
  phone: '7185550142',
  emailVerified: true,
  roles,
});

function renderMenu(roles: Role[]) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <SignedInMenu user={user(roles)} defaultOpen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('SignedInMenu', () => {
  afterEach(cleanup);

  it('offers the courier app only to an account the server lets carry deliveries', () => {
    renderMenu(['customer', 'courier']);
    expect(screen.getByRole('menuitem', { name: 'Courier App' }).getAttribute('href')).toBe(
      '/courier/dashboard',
    );
    cleanup();
    renderMenu(['customer']);
    expect(screen.queryByRole('menuitem', { name: 'Courier App' })).toBeNull();
    expect(screen.getByRole('menuitem', { name: 'My Orders' })).toBeTruthy();
  });
});
