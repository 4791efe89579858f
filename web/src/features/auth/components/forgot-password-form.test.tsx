// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { authDialog } from '#web/lib/auth-dialog.ts';
import { AuthDialogContent } from './auth-dialog-content.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { SignInForm } from './sign-in-form.tsx';

const REQUESTED =
  'If an account exists for that address, we have sent a link to reset its password. It is valid for 30 minutes.';

function renderWith(node: React.ReactNode) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) =>
    Response.json({ message: REQUESTED }, { status: 202 }),
  );
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { fetch, user: userEvent.setup() };
}

describe('Forgot password', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    authDialog.close();
  });

  it('the sign-in form switches to the request with the address typed so far', async () => {
    const { user } = renderWith(<SignInForm onSignedIn={vi.fn()} />);
    await user.type(screen.getByLabelText('Email'), ' sam@example.test ');
    const forgot = vi.spyOn(authDialog, 'forgotPassword');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(forgot).toHaveBeenCalledWith('sam@example.test');
  });

  it('refuses a malformed address without asking the server', async () => {
    const { user, fetch } = renderWith(<ForgotPasswordForm />);
    await user.type(screen.getByLabelText('Email'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Invalid email format')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends the address and shows the server's one answer", async () => {
    const { user, fetch } = renderWith(<ForgotPasswordForm email="sam@example.test" />);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(REQUESTED)).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith('/api/session/password-reset', expect.anything());
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({ email: 'sam@example.test' });
    await user.click(screen.getByRole('button', { name: 'Use a different address' }));
    expect(screen.getByLabelText('Email')).toBeTruthy();
  });

  it('is a mode of the sign-in dialog, with the address filled in and a way back', async () => {
    authDialog.forgotPassword('sam@example.test');
    const { user } = renderWith(<AuthDialogContent onSignedIn={vi.fn()} />);
    expect(await screen.findByRole('dialog', { name: 'Reset Password' })).toBeTruthy();
    expect((await screen.findByLabelText<HTMLInputElement>('Email')).value).toBe('sam@example.test');
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeTruthy();
  });
});
