import { useEffect, useEffectEvent, useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { canTransition, type OrderStatus } from '#domain/orders/status.ts';
import { orderTopic, type RealtimeEvent } from '#domain/realtime.ts';
import { useRealtime, useRealtimeStatus } from '#web/hooks/use-realtime.ts';

export interface CourierPosition {
  lat: number;
  lng: number;
  at: string;
}

interface LiveOrderOptions {
  /** Null until the order is loaded. */
  orderId: string | null;
  /** The query holding `{ order }` to keep current. */
  queryKey: QueryKey;
  /** Tracking code, for followers who are not signed in. */
  code?: string;
}

type Cached = { order: { status: OrderStatus; canCancel?: boolean } };

function withStatus<T extends Cached['order']>(order: T, status: OrderStatus): T {
  return 'canCancel' in order
    ? { ...order, status, canCancel: canTransition(status, 'cancelled', 'customer') }
    : { ...order, status };
}

/**
 * Follows the order's realtime topic: a status event updates the cached order at once and refetches
 * it for the new timeline; courier positions are returned for the live map.
 */
export function useLiveOrder({ orderId, queryKey, code }: LiveOrderOptions) {
  const queryClient = useQueryClient();
  const connection = useRealtimeStatus();
  const [courier, setCourier] = useState<CourierPosition | null>(null);

  const refetch = () =>
    void queryClient.invalidateQueries({ queryKey, exact: true }, { cancelRefetch: false });
  const catchUp = useEffectEvent(refetch);

  useRealtime(
    orderId ? orderTopic(orderId) : null,
    (event: RealtimeEvent) => {
      if (event.kind === 'order.created' || event.orderId !== orderId) return;
      if (event.kind === 'order.status') {
        queryClient.setQueryData<Cached>(queryKey, (data) =>
          data ? { ...data, order: withStatus(data.order, event.status) } : data,
        );
        refetch();
        return;
      }
      if (Number.isFinite(event.lat) && Number.isFinite(event.lng)) {
        setCourier({ lat: event.lat, lng: event.lng, at: event.at });
      }
    },
    code,
  );

  // Each (re)connection catches up on whatever happened while the socket was down.
  useEffect(() => {
    if (orderId && connection === 'open') catchUp();
  }, [orderId, connection]);

  return { courier, connection };
}
