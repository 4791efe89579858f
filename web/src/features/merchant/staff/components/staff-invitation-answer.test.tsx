// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { STAFF_MESSAGES } from '#domain/merchant/staff.ts';
import { authDialog } from '#web/lib/auth-dialog.ts';
import { StaffInvitationAnswer } from './staff-invitation-answer.tsx';

const TOKEN = 'A'.repeat(43);
const INVITATION = {
  shopName: 'Dean Street Dispensary',
  email: 'casey@example.test',
  status: 'pending',
  expiresAt: '2026-12-01T12:00:00.000Z',
};
const account = (email: string) => ({
  id: 'u1',
  email,
  fullName: 'Casey Morgan',
  phone: '',
  emailVerified: true,
  roles: ['customer'],
});

function renderPage(user: unknown, answer: Response = Response.json({})) {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url === '/api/session') return Response.json({ user });
    if (url.endsWith('/accept') || url.endsWith('/decline')) return answer.clone();
    return Response.json(INVITATION);
  });
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <StaffInvitationAnswer token={TOKEN} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { fetch, user: userEvent.setup() };
}

describe('StaffInvitationAnswer', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    authDialog.close();
  });

  it('tells what accepting means, and offers sign-in or sign-up with the invited address when signed out', async () => {
    const open = vi.spyOn(authDialog, 'openWith');
    const { user } = renderPage(null);
    expect(await screen.findByRole('heading', { name: 'Join Dean Street Dispensary’s staff?' })).toBeTruthy();
    expect(screen.getByText(/Store giveaways are not open to shop staff/)).toBeTruthy();
    expect(screen.getByText(/this shop’s orders/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Create an account' }));
    expect(open).toHaveBeenCalledWith('signup', 'casey@example.test', '');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(open).toHaveBeenLastCalledWith('signin', 'casey@example.test', expect.any(String));
  });

  it('another account sees whose invitation it is, and no Accept', async () => {
    renderPage(account('someone.else@example.test'));
    expect(await screen.findByText(STAFF_MESSAGES.wrongAccount)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in as casey@example.test' })).toBeTruthy();
  });

  it("the invited account accepts; the server's refusal shows to them", async () => {
    const refusal = Response.json(
      { error: { code: 'store_account', message: STAFF_MESSAGES.storeRole } },
      { status: 409 },
    );
    const { user, fetch } = renderPage(account('Casey@example.test'), refusal);
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(STAFF_MESSAGES.storeRole)).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith(
      `/api/staff-invitations/${TOKEN}/accept`,
      expect.objectContaining({ method: 'POST' }),
    );
    expect(screen.getByRole('button', { name: 'Decline' })).toBeTruthy();
  });
});
