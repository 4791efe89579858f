// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { authDialog } from '#web/lib/auth-dialog.ts';
import { SIGNUP_PROMPT_KEY } from '../stores/signup-prompt-settled.ts';
import { SignUpForm } from './sign-up-form.tsx';
import { SLOW_MACHINE } from '#web/test-support/slow-machine.ts';
import { DEFAULT_STORE_FACTS } from '#domain/content/store-facts.ts';

function renderForm() {
  const onSignedIn = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <SignUpForm onSignedIn={onSignedIn} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onSignedIn };
}

const SUCCESS = 'Account created successfully! Please check your email to confirm.';

/** The events `track` kept in this browser, by name. */
const trackedNames = () =>
  (JSON.parse(localStorage.getItem('analytics_events') ?? '[]') as { name: string }[]).map((e) => e.name);

/** The server: sign-up always 201 with the same body; sign-in answers `signInStatus`. */
function stubServer(signInStatus: 200 | 401) {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url === '/api/session/sign-up') return Response.json({ message: SUCCESS }, { status: 201 });
    if (url === '/api/session/sign-in') {
      return signInStatus === 200
        ? Response.json({ message: 'Signed in successfully!', user: { id: 'u1' } })
        : Response.json(
            { error: { code: 'invalid_credentials', message: 'Invalid email or password' } },
            { status: 401 },
          );
    }
    if (url === '/api/store') return Response.json({ store: DEFAULT_STORE_FACTS });
    return Response.json({ user: null });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full name'), 'Maya Brooks');
  await user.type(screen.getByLabelText('Email'), 'maya@example.test');
  await user.type(screen.getByLabelText('Phone'), '(718) 555-0142');
  await user.type(screen.getByLabelText('Password'), 'Harbor-lights-42');
  await user.type(screen.getByLabelText('Confirm password'), 'Harbor-lights-42');
  await user.click(screen.getByLabelText('I confirm I am 21 years of age or older'));
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('SignUpForm', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    authDialog.close();
  });

  it("shows the server's refusal of a common password on the password field", async () => {
    const message = 'This password is too common. Choose one that is harder to guess.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { error: { code: 'validation_error', message, fields: { password: message } } },
          { status: 400 },
        ),
      ),
    );
    const { user, onSignedIn } = renderForm();
    await fillAndSubmit(user);
    const password = screen.getByLabelText('Password');
    await vi.waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'), SLOW_MACHINE);
    expect(document.getElementById(password.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      message,
    );
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('signs in with the same credentials after sign-up', async () => {
    const fetch = stubServer(200);
    const { user, onSignedIn } = renderForm();
    await fillAndSubmit(user);
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalled(), SLOW_MACHINE);
    const signIn = fetch.mock.calls.find(([url]) => url === '/api/session/sign-in')!;
    expect(JSON.parse(String(signIn[1]!.body))).toEqual({
      email: 'maya@example.test',
      password: 'Harbor-lights-42',
    });
  });

  it("counts an account created after the sign-up prompt's offer was taken as its conversion", async () => {
    stubServer(200);
    localStorage.clear();
    localStorage.setItem(SIGNUP_PROMPT_KEY, JSON.stringify({ outcome: 'accepted', at: 1 }));
    const { user, onSignedIn } = renderForm();
    await fillAndSubmit(user);
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalled(), SLOW_MACHINE);
    expect(trackedNames()).toEqual(['signup', 'signup_popup_converted']);
    expect(JSON.parse(localStorage.getItem(SIGNUP_PROMPT_KEY)!)).toMatchObject({ outcome: 'converted' });
  });

  it('does not count a sign-up after the offer was declined, nor one that did not make an account', async () => {
    stubServer(200);
    localStorage.clear();
    localStorage.setItem(SIGNUP_PROMPT_KEY, JSON.stringify({ outcome: 'dismissed', at: 1 }));
    const first = renderForm();
    await fillAndSubmit(first.user);
    await vi.waitFor(() => expect(first.onSignedIn).toHaveBeenCalled(), SLOW_MACHINE);
    expect(trackedNames()).toEqual(['signup']);
    cleanup();

    stubServer(401);
    localStorage.clear();
    localStorage.setItem(SIGNUP_PROMPT_KEY, JSON.stringify({ outcome: 'accepted', at: 1 }));
    const signInWith = vi.spyOn(authDialog, 'signInWith');
    const second = renderForm();
    await fillAndSubmit(second.user);
    await vi.waitFor(() => expect(signInWith).toHaveBeenCalled(), SLOW_MACHINE);
    expect(trackedNames()).toEqual(['signup']);
  });

  it('shows the sign-up text and switches to sign-in with the e-mail filled when sign-in fails', async () => {
    stubServer(401);
    const signInWith = vi.spyOn(authDialog, 'signInWith');
    const { user, onSignedIn } = renderForm();
    await fillAndSubmit(user);
    await vi.waitFor(
      () => expect(signInWith).toHaveBeenCalledWith('maya@example.test', SUCCESS),
      SLOW_MACHINE,
    );
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('shows the spec messages when submitted empty, wired to the inputs', async () => {
    const { user, onSignedIn } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    for (const message of [
      'Full name is required',
      'Email is required',
      'Phone number is required',
      'You must confirm you are 21 or older',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Email is required',
    );
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it("clears a field's error as soon as that field is edited, and only that one", async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await screen.findByText('Email is required');
    await user.type(screen.getByLabelText('Email'), 'm');
    expect(screen.queryByText('Email is required')).toBeNull();
    expect(screen.queryByText('Invalid email format')).toBeNull();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('Full name is required')).toBeTruthy();
    await user.click(screen.getByLabelText('I confirm I am 21 years of age or older'));
    expect(screen.queryByText('You must confirm you are 21 or older')).toBeNull();
  });

  it('checks formats and the password confirmation on submit', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Full name'), 'Maya Brooks');
    await user.type(screen.getByLabelText('Email'), 'maya@');
    await user.type(screen.getByLabelText('Phone'), '555-0142');
    await user.type(screen.getByLabelText('Password'), 'Harbor-lights-42');
    await user.type(screen.getByLabelText('Confirm password'), 'Harbor-lights-43');
    await user.click(screen.getByLabelText('I confirm I am 21 years of age or older'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Invalid email format')).toBeTruthy();
    expect(screen.getByText('Phone must be 10 digits')).toBeTruthy();
  });

  it('reports mismatched passwords once the other fields are valid', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Full name'), 'Maya Brooks');
    await user.type(screen.getByLabelText('Email'), 'maya@example.test');
    await user.type(screen.getByLabelText('Phone'), '(718) 555-0142');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Confirm password'), 'short');
    await user.click(screen.getByLabelText('I confirm I am 21 years of age or older'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'Harbor-lights-42');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
  });
});
