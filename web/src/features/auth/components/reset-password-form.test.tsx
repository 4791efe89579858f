// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { authDialog } from '#web/lib/auth-dialog.ts';
import { ResetPasswordForm } from './reset-password-form.tsx';

const TOKEN = 'A'.repeat(43);
const INVALID = 'This link has expired or was already used. Ask for a new one.';
const DONE = 'Your password has been reset. You are signed in, and every other session has been signed out.';

type Answer = () => Response;
function renderPage(token: string, link: Answer, reset: Answer = () => Response.json({})) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.startsWith('/api/session/password-reset/')) return init?.method === 'POST' ? reset() : link();
    return Response.json({ user: null });
  });
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/reset-password']}>
        <Routes>
          <Route path="/reset-password" element={<ResetPasswordForm token={token} />} />
          <Route path="/account" element={<h1>Account page</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { fetch, user: userEvent.setup() };
}

const valid = () => Response.json({ valid: true, expiresAt: '2026-11-25T17:00:00.000Z' });
const used = () => Response.json({ valid: false, reason: 'used', message: INVALID });
const refused = (code: string, message: string, fields = {}) =>
  Response.json({ error: { code, message, fields } }, { status: 400 });

describe('ResetPasswordForm', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    authDialog.close();
  });

  it('shows the neutral text for a used link and offers the request form', async () => {
    const { user } = renderPage(TOKEN, used);
    expect(await screen.findByText(INVALID)).toBeTruthy();
    const forgot = vi.spyOn(authDialog, 'forgotPassword');
    await user.click(screen.getByRole('button', { name: 'Ask for a new link' }));
    expect(forgot).toHaveBeenCalled();
  });

  it('asks nothing of the server without a token', async () => {
    const { fetch } = renderPage('', valid);
    expect(await screen.findByText(INVALID)).toBeTruthy();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('password-reset'))).toBe(false);
  });

  it('checks the rules and the confirmation before sending', async () => {
    const { user, fetch } = renderPage(TOKEN, valid);
    await user.type(await screen.findByLabelText('New password'), 'short1');
    await user.type(screen.getByLabelText('Confirm password'), 'short1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'Quiet-river-7731');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
  });

  it("puts the server's password rule on the field", async () => {
    const common = 'This password is too common. Choose one that is harder to guess.';
    const { user } = renderPage(TOKEN, valid, () =>
      refused('validation_error', common, { password: common }),
    );
    await user.type(await screen.findByLabelText('New password'), 'Password123!');
    await user.type(screen.getByLabelText('Confirm password'), 'Password123!');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText(common, { selector: 'p[id]' })).toBeTruthy();
  });

  it('goes to the account once the password is set', async () => {
    const { user, fetch } = renderPage(TOKEN, valid, () =>
      Response.json({ message: DONE, user: { id: 'u1' } }),
    );
    await user.type(await screen.findByLabelText('New password'), 'Quiet-river-7731');
    await user.type(screen.getByLabelText('Confirm password'), 'Quiet-river-7731');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('heading', { name: 'Account page' })).toBeTruthy();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(post[0]).toBe(`/api/session/password-reset/${TOKEN}`);
    expect(JSON.parse(String(post[1]!.body))).toEqual({
      password: 'Quiet-river-7731',
      confirmPassword: 'Quiet-river-7731',
    });
  });

  it('shows the neutral text when the link was used meanwhile', async () => {
    const { user } = renderPage(TOKEN, valid, () => refused('invalid_link', INVALID));
    await user.type(await screen.findByLabelText('New password'), 'Quiet-river-7731');
    await user.type(screen.getByLabelText('Confirm password'), 'Quiet-river-7731');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('heading', { name: 'This link did not work' })).toBeTruthy();
  });
});
