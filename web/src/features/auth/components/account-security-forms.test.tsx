// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { ACCOUNT_DELETION, ACCOUNT_SECURITY_MESSAGES as M } from '#domain/account/account-security.ts';
import { AddressForm } from './address-form.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';
import { DeleteAccountForm } from './delete-account-form.tsx';

function renderWith(node: React.ReactNode, answer: () => Response) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { fetch, user: userEvent.setup() };
}
const sent = (fetch: ReturnType<typeof vi.fn>) =>
  JSON.parse(String(fetch.mock.calls[0]![1]!.body)) as unknown;
const refusal = (status: number, code: string, message: string, fields: Record<string, string>) => () =>
  Response.json({ error: { code, message, fields } }, { status });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ChangePasswordForm', () => {
  it('checks the sign-up rules and the match before asking the server', async () => {
    const { user, fetch } = renderWith(<ChangePasswordForm onDone={vi.fn()} />, () => Response.json({}));
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(M.currentPasswordRequired)).toBeTruthy();
    await user.type(screen.getByLabelText('Current password'), 'Old-pass-11');
    await user.type(screen.getByLabelText('New password'), 'abcdefgh');
    await user.type(screen.getByLabelText('Confirm new password'), 'abcdefgh');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password must contain at least one number')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("puts the server's wrong-password answer on the current password, and finishes on success", async () => {
    let answer = refusal(400, 'wrong_password', M.wrongPassword, { currentPassword: M.wrongPassword });
    const onDone = vi.fn();
    const { user, fetch } = renderWith(<ChangePasswordForm onDone={onDone} />, () => answer());
    await user.type(screen.getByLabelText('Current password'), 'Old-pass-11');
    await user.type(screen.getByLabelText('New password'), 'River-stone-88');
    await user.type(screen.getByLabelText('Confirm new password'), 'River-stone-88');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(M.wrongPassword, { selector: 'p' })).toBeTruthy();
    expect(fetch.mock.calls[0]![0]).toBe('/api/account/password');
    expect(sent(fetch)).toEqual({
      currentPassword: 'Old-pass-11',
      newPassword: 'River-stone-88',
      confirmPassword: 'River-stone-88',
    });
    answer = () => Response.json({ message: M.passwordChanged });
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
  });
});

describe('DeleteAccountForm', () => {
  it('says what is erased and what is kept, and needs the password and the tick', async () => {
    const { user, fetch } = renderWith(<DeleteAccountForm onCancel={vi.fn()} />, () =>
      Response.json({ message: M.accountDeleted }),
    );
    for (const line of [...ACCOUNT_DELETION.erased, ...ACCOUNT_DELETION.kept])
      expect(screen.getByText(line)).toBeTruthy();
    expect(ACCOUNT_DELETION.kept[0]).toContain('5 years');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText(M.deleteConfirmRequired)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Your password'), 'Harbor-lights-42');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(fetch.mock.calls[0]![0]).toBe('/api/account');
    expect(fetch.mock.calls[0]![1]!.method).toBe('DELETE');
    expect(sent(fetch)).toEqual({ password: 'Harbor-lights-42', confirm: true });
  });
});

describe('AddressForm', () => {
  it('shows the delivery area live and refuses a blank name before asking the server', async () => {
    const { user, fetch } = renderWith(<AddressForm userId="u1" offerDefault onDone={vi.fn()} />, () =>
      Response.json({}),
    );
    await user.type(screen.getByLabelText('ZIP code'), '11217');
    expect(screen.getByText('Brooklyn')).toBeTruthy();
    await user.clear(screen.getByLabelText('ZIP code'));
    await user.type(screen.getByLabelText('ZIP code'), '12401');
    expect(
      screen.getByText(
        'ZIP 12401 is outside our delivery area. We deliver only to Manhattan, Brooklyn and Queens',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    expect(await screen.findByText('Give the address a name, such as Home or Work')).toBeTruthy();
    expect(screen.getByText('Street address is required')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends an edit to its address and shows a taken name on the name field', async () => {
    const address = {
      id: '00000000-0000-4000-8000-000000000001',
      label: 'Home',
      street: '245 Atlantic Ave',
      apartment: null,
      zip: '11217',
      borough: 'Brooklyn',
      isDefault: false,
    };
    const { user, fetch } = renderWith(
      <AddressForm userId="u1" address={address} offerDefault onDone={vi.fn()} />,
      refusal(409, 'label_taken', 'You already have an address with this name', {
        label: 'You already have an address with this name',
      }),
    );
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Work');
    await user.click(screen.getByLabelText(/Make this my default address/));
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(
      await screen.findByText('You already have an address with this name', { selector: 'p' }),
    ).toBeTruthy();
    expect(fetch.mock.calls[0]![0]).toBe(`/api/account/addresses/${address.id}`);
    expect(fetch.mock.calls[0]![1]!.method).toBe('PATCH');
    expect(sent(fetch)).toEqual({
      label: 'Work',
      street: '245 Atlantic Ave',
      apartment: '',
      zip: '11217',
      isDefault: true,
    });
  });
});
