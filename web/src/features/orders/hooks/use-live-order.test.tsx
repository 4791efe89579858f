// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { DeliveryProgress } from '#domain/orders/order.ts';
import type { OrderStatus } from '#domain/orders/status.ts';
import type { RealtimeEvent } from '#domain/realtime.ts';
import { useLiveOrder } from './use-live-order.ts';

const realtime = vi.hoisted(() => ({ handler: null as ((event: RealtimeEvent) => void) | null }));
vi.mock('#web/hooks/use-realtime.ts', () => ({
  useRealtime: (_topic: string | null, onEvent: (event: RealtimeEvent) => void) => {
    realtime.handler = onEvent;
  },
  useRealtimeStatus: () => 'open',
}));

const progress: DeliveryProgress = {
  assignedAt: null,
  pickedUpAt: null,
  arrivedAt: null,
  deliveredAt: null,
  courier: null,
  dropoff: null,
  shopName: null,
  courierName: null,
  vehicleType: null,
};
const order = (status: OrderStatus) => ({ order: { id: 'o1', status, progress } });

/** Answers the server would give, released by the test in any order. */
function server() {
  const answers: ((status: OrderStatus) => void)[] = [];
  const fetchOrder = vi.fn(
    () => new Promise<ReturnType<typeof order>>((resolve) => answers.push((s) => resolve(order(s)))),
  );
  return { fetchOrder, answer: (n: number, status: OrderStatus) => answers[n]!(status) };
}

afterEach(cleanup);

describe('useLiveOrder', () => {
  it('an event arriving while an older fetch runs is not undone by that fetch', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(['order'], order('pending'));
    const { fetchOrder, answer } = server();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => {
        const query = useQuery({ queryKey: ['order'], queryFn: fetchOrder, staleTime: Infinity });
        const current = query.data!.order;
        useLiveOrder({ order: current, queryKey: ['order'] });
        return current.status;
      },
      { wrapper },
    );

    // The connection is open: the catch-up fetch starts and reads the order before the change.
    await waitFor(() => expect(fetchOrder).toHaveBeenCalledTimes(1));
    realtime.handler!({
      kind: 'order.status',
      orderId: 'o1',
      status: 'in_transit',
      at: '2026-11-23T12:00:00Z',
    });
    await waitFor(() => expect(result.current).toBe('in_transit'));
    answer(0, 'pending');
    await waitFor(() => expect(fetchOrder).toHaveBeenCalledTimes(2));
    answer(1, 'in_transit');
    await waitFor(() => expect(client.getQueryState(['order'])?.fetchStatus).toBe('idle'));
    expect(result.current).toBe('in_transit');
  });
});
