// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AUTH_MESSAGES } from '#domain/auth-messages.ts';
import { AccessGuard } from './access-guard.tsx';

const hook = vi.hoisted(() => ({ restrict: null as (() => void) | null }));
vi.mock('../hooks/use-access-tracking.ts', () => ({
  useAccessTracking: (onRestricted: () => void) => {
    hook.restrict = onRestricted;
  },
}));
const signOut = vi.hoisted(() => vi.fn(() => Promise.resolve({ ok: true })));
vi.mock('#web/api/session/sign-out.ts', () => ({ signOut }));

afterEach(cleanup);

describe('AccessGuard', () => {
  it('on a restriction: signs out, goes to / and only then forgets the session, and shows the exact message', async () => {
    const client = new QueryClient();
    client.setQueryData(['session'], { id: 'u1' });
    const sessionAt: string[] = [];
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: <AccessGuard />,
          children: [
            { index: true, element: <p>Home</p> },
            { path: 'account', element: <p>Account</p> },
          ],
        },
      ],
      { initialEntries: ['/account'] },
    );
    client.getQueryCache().subscribe(() => {
      if (client.getQueryData(['session']) === null) sessionAt.push(router.state.location.pathname);
    });
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(screen.queryByRole('alert')).toBeNull();

    await act(async () => {
      hook.restrict!();
      await Promise.resolve();
    });

    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('alert').textContent).toBe(AUTH_MESSAGES.accountRestricted);
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(client.getQueryData(['session'])).toBeNull();
    expect(sessionAt[0]).toBe('/');
  });
});
