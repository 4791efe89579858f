// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CourierView } from '#domain/couriers/views.ts';
import { OnlineSwitch } from './online-switch.tsx';

const COURIER: CourierView = {
  id: '5b0c9a52-5a8e-4c55-9d0e-6a1f2b7c8d91',
  fullName: 'Andre Ortiz',
  phone: '3475550178',
  email: 'courier@example.test',
  vehicleType: 'bike',
  isOnline: false,
  commissionRate: 30,
  pin: { isSet: true, setAt: null, unlocked: true, lockedUntil: null },
  location: null,
  carryLimitCents: 500_000,
  deactivated: false,
};

const fetchMock = vi.fn(
  async (_url: string, init?: RequestInit) =>
    new Response(
      JSON.stringify({
        courier: { ...COURIER, isOnline: JSON.parse(String(init?.body)).isOnline },
      }),
      { status: 200, headers: { 'content-type': 'application/json' } },
    ),
);

function renderSwitch(courier: CourierView) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <OnlineSwitch courier={courier} />
    </QueryClientProvider>,
  );
}

describe('OnlineSwitch', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockClear();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is one large switch that says what a tap does while offline, and asks the server to go online', async () => {
    renderSwitch(COURIER);
    const toggle = screen.getByRole('switch', { name: 'Go online' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(toggle.getAttribute('aria-describedby')).toBe('online-summary');
    expect(screen.getByText("You're offline. Tap to receive orders.")).toBeTruthy();
    await userEvent.setup().click(toggle);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/courier/online');
    expect(JSON.parse(String(init?.body))).toEqual({ isOnline: true });
  });

  it('says the courier is online, in words and with the switch checked', () => {
    renderSwitch({ ...COURIER, isOnline: true });
    const toggle = screen.getByRole('switch', { name: "You're online" });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText(/Tap to go offline/)).toBeTruthy();
  });
});
