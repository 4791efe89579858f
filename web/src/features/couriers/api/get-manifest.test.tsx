// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { courierTopic, type RealtimeEvent } from '#domain/realtime.ts';
import { pinLock } from '../stores/pin-lock.ts';
import { useManifest } from './get-manifest.ts';

const realtime = vi.hoisted(() => ({
  topic: null as string | null,
  onEvent: undefined as ((event: RealtimeEvent) => void) | undefined,
}));
vi.mock('#web/hooks/use-realtime.ts', () => ({
  useRealtime: (topic: string | null, onEvent: (event: RealtimeEvent) => void) => {
    realtime.topic = topic;
    realtime.onEvent = onEvent;
  },
}));

const server = vi.hoisted(() => ({ calls: 0 }));
vi.mock('#web/lib/api-client.ts', async (actual) => {
  const real = await actual<typeof import('#web/lib/api-client.ts')>();
  return {
    ...real,
    api: (path: string) => {
      if (path !== '/api/courier/manifest') return Promise.reject(new Error(`unexpected ${path}`));
      server.calls += 1;
      return Promise.resolve({ deliveries: [], heldValueCents: 0, carryLimitCents: 500_000 });
    },
  };
});

afterEach(() => {
  cleanup();
  pinLock.lock();
});

const COURIER_ID = '6f1c2d3e-4b5a-4c6d-8e7f-8091a2b3c4d5';

describe('useManifest', () => {
  it("follows the courier's own topic and asks for the manifest again when dispatch gives or takes an order or one of its orders moves or gets a note", async () => {
    pinLock.unlock();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    renderHook(() => useManifest(COURIER_ID), { wrapper });
    await waitFor(() => expect(server.calls).toBe(1));
    expect(realtime.topic).toBe(courierTopic(COURIER_ID));

    const at = new Date().toISOString();
    realtime.onEvent!({ kind: 'delivery.assigned', orderId: crypto.randomUUID(), at });
    await waitFor(() => expect(server.calls).toBe(2));
    realtime.onEvent!({ kind: 'delivery.unassigned', orderId: crypto.randomUUID(), at });
    await waitFor(() => expect(server.calls).toBe(3));
    realtime.onEvent!({ kind: 'order.status', orderId: crypto.randomUUID(), status: 'ready', at });
    await waitFor(() => expect(server.calls).toBe(4));
    realtime.onEvent!({ kind: 'delivery.note', orderId: crypto.randomUUID(), at });
    await waitFor(() => expect(server.calls).toBe(5));
  });
});
