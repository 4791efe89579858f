// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { authDialog } from '#web/lib/auth-dialog.ts';
import { EmailConfirmation } from './email-confirmation.tsx';

function renderPage(token: string, verify: Response, user: unknown = null) {
  const fetch = vi.fn(async (url: string) =>
    url.startsWith('/api/session') ? Response.json({ user }) : verify.clone(),
  );
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <EmailConfirmation token={token} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { fetch, user: userEvent.setup() };
}

const confirmed = () => Response.json({ message: 'Your e-mail address is confirmed.' });
const refused = () =>
  Response.json(
    { error: { code: 'invalid_link', message: 'This confirmation link is not valid or has expired.' } },
    { status: 400 },
  );

describe('EmailConfirmation', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    authDialog.close();
  });

  it('confirms with the token from the link and offers sign-in', async () => {
    const { fetch, user } = renderPage('tok.en', confirmed());
    expect(await screen.findByRole('heading', { name: 'E-mail confirmed' })).toBeTruthy();
    expect(screen.getByText(/Your e-mail address is confirmed\. Sign in to shop/)).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith('/api/auth/verify-email?token=tok.en', expect.anything());
    const open = vi.spyOn(authDialog, 'open');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(open).toHaveBeenCalledWith('signin');
  });

  it('says so when the link is not valid, and still offers sign-in', async () => {
    renderPage('forged', refused());
    expect(await screen.findByRole('heading', { name: 'This link did not work' })).toBeTruthy();
    expect(screen.getByText(/This confirmation link is not valid or has expired\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it('asks nothing of the server without a token', async () => {
    const { fetch } = renderPage('', confirmed());
    expect(await screen.findByRole('heading', { name: 'This link did not work' })).toBeTruthy();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('verify-email'))).toBe(false);
  });
});
