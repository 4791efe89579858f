// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PinEntryForm } from './pin-entry-form.tsx';
import { PinSetupForm } from './pin-setup-form.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let answer: () => Response;
const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => answer());

function renderWith(ui: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
  return userEvent.setup();
}

const body = () => JSON.parse(String(fetchMock.mock.calls.at(-1)?.[1]?.body)) as unknown;

describe('PIN forms', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockClear();
    sessionStorage.clear();
    answer = () => json({ courier: { pin: { isSet: true, unlocked: true } } });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks for 4 to 6 digits', async () => {
    const user = renderWith(<PinSetupForm />);
    for (const pin of ['123', '12a4']) {
      await user.clear(screen.getByLabelText('New PIN (4 to 6 digits)'));
      await user.type(screen.getByLabelText('New PIN (4 to 6 digits)'), pin);
      await user.click(screen.getByRole('button', { name: 'Save PIN' }));
      expect(await screen.findByText('PIN must be 4 to 6 digits')).toBeTruthy();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for the same PIN twice', async () => {
    const user = renderWith(<PinSetupForm />);
    await user.type(screen.getByLabelText('New PIN (4 to 6 digits)'), '2468');
    await user.type(screen.getByLabelText('Confirm PIN'), '2469');
    await user.click(screen.getByRole('button', { name: 'Save PIN' }));
    const error = await screen.findByText('PINs do not match');
    expect(screen.getByLabelText('Confirm PIN').getAttribute('aria-describedby')).toBe(error.id);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves a matching PIN and marks this browser session unlocked', async () => {
    const user = renderWith(<PinSetupForm />);
    await user.type(screen.getByLabelText('New PIN (4 to 6 digits)'), '246810');
    await user.type(screen.getByLabelText('Confirm PIN'), '246810');
    await user.click(screen.getByRole('button', { name: 'Save PIN' }));
    await waitFor(() => expect(sessionStorage.getItem('courier_unlocked')).toBe('true'));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/courier/pin');
    expect(body()).toEqual({ pin: '246810' });
  });

  it("shows the server's words for a wrong PIN and clears the field", async () => {
    answer = () => json({ error: { code: 'wrong_pin', message: 'Wrong PIN. 4 attempts left.' } }, 401);
    const user = renderWith(<PinEntryForm />);
    await user.type(screen.getByLabelText('PIN'), '1111');
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong PIN. 4 attempts left.');
    expect((screen.getByLabelText('PIN') as HTMLInputElement).value).toBe('');
    expect(sessionStorage.getItem('courier_unlocked')).toBeNull();
    expect(body()).toEqual({ pin: '1111' });
  });
});
