// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { COURIERS_TOPIC } from '#domain/realtime.ts';
import { pinLock } from '../stores/pin-lock.ts';
import { useAvailableOrders } from './get-available-orders.ts';

const realtime = vi.hoisted(() => ({
  topic: null as string | null,
  onError: undefined as ((message: string) => void) | undefined,
}));
vi.mock('#web/hooks/use-realtime.ts', () => ({
  useRealtime: (
    topic: string | null,
    _onEvent: unknown,
    options?: { onError?: (message: string) => void },
  ) => {
    realtime.topic = topic;
    realtime.onError = options?.onError;
  },
}));

const server = vi.hoisted(() => ({ locked: false, calls: 0 }));
vi.mock('#web/lib/api-client.ts', async (actual) => {
  const real = await actual<typeof import('#web/lib/api-client.ts')>();
  return {
    ...real,
    api: (path: string) => {
      if (path !== '/api/courier/orders/available') return Promise.reject(new Error(`unexpected ${path}`));
      server.calls += 1;
      return server.locked
        ? Promise.reject(new real.ApiError(423, 'pin_required', 'Enter your PIN'))
        : Promise.resolve({ orders: [] });
    },
  };
});

afterEach(() => {
  cleanup();
  pinLock.lock();
});

describe('useAvailableOrders', () => {
  it('a refused pool subscription asks for the pool at once, so a locked session shows the PIN screen', async () => {
    pinLock.unlock();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    renderHook(() => useAvailableOrders(true), { wrapper });
    await waitFor(() => expect(server.calls).toBe(1));
    expect(realtime.topic).toBe(COURIERS_TOPIC);

    server.locked = true;
    realtime.onError!('Not allowed');
    await waitFor(() => expect(server.calls).toBe(2));
    await waitFor(() => expect(pinLock.isUnlocked()).toBe(false));
  });
});
