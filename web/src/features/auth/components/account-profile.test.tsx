// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { SessionUser } from '#domain/auth.ts';
import { AccountProfile } from './account-profile.tsx';

const profile: SessionUser = {
  id: 'u1',
  email: 'maya@example.test',
  fullName: 'Maya Brooks',
  phone: '7185550142',
  emailVerified: true,
  roles: ['customer'],
};

function renderProfile() {
  const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as Partial<SessionUser>;
    return Response.json({ user: { ...profile, ...body }, addresses: [] });
  });
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AccountProfile user={profile} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), fetch };
}

describe('AccountProfile', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('opens a form filled with the name and phone, keeps the e-mail read-only, and cancels', async () => {
    const { user, fetch } = renderProfile();
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Maya Brooks');
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('(718) 555-0142');
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(screen.getByText('maya@example.test')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Edit profile' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit profile' }));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the schema message for a bad phone and sends nothing', async () => {
    const { user, fetch } = renderProfile();
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '555-0142');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Phone must be 10 digits')).toBeTruthy();
    expect(screen.getByLabelText('Phone').getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the parsed name and phone, then closes the form', async () => {
    const { user, fetch } = renderProfile();
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    await user.clear(screen.getByLabelText('Full name'));
    await user.type(screen.getByLabelText('Full name'), ' Maya R. Brooks ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Edit profile' });
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/account');
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual({ fullName: 'Maya R. Brooks', phone: '7185550142' });
  });
});
