// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router';
import { useRoleSignOut } from './use-role-sign-out.ts';

vi.mock('#web/api/session/sign-out.ts', () => ({ signOut: vi.fn(async () => ({ ok: true })) }));

afterEach(cleanup);

function setup(...args: Parameters<typeof useRoleSignOut>) {
  const client = new QueryClient();
  client.setQueryData(['session'], { user: { id: 'u1' } });
  client.setQueryData(['admin', 'orders'], ['o1']);
  client.setQueryData(['catalog'], ['p1']);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/admin/orders']}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  const hook = renderHook(() => ({ signOut: useRoleSignOut(...args), path: useLocation().pathname }), {
    wrapper,
  });
  return { client, hook };
}

describe('useRoleSignOut', () => {
  it('forgets the session and the app’s queries, keeps the rest, and stays on the page by default', async () => {
    const { client, hook } = setup('admin');
    act(() => hook.result.current.signOut.mutate());
    await waitFor(() => expect(hook.result.current.signOut.isSuccess).toBe(true));
    expect(client.getQueryData(['session'])).toBeNull();
    expect(client.getQueryData(['admin', 'orders'])).toBeUndefined();
    expect(client.getQueryData(['catalog'])).toEqual(['p1']);
    expect(hook.result.current.path).toBe('/admin/orders');
  });

  it('runs the app’s own forgetting first and goes where it says', async () => {
    const lock = vi.fn();
    const { hook } = setup(['admin', 'catalog'], { to: '/courier/login', onSignedOut: lock });
    act(() => hook.result.current.signOut.mutate());
    await waitFor(() => expect(hook.result.current.path).toBe('/courier/login'));
    expect(lock).toHaveBeenCalledOnce();
  });
});
