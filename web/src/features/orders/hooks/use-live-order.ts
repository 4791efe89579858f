import { useEffect, useEffectEvent, useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { CourierPosition } from '#domain/couriers/views.ts';
import { orderTopic, type RealtimeEvent } from '#domain/realtime.ts';
import { useRealtime, useRealtimeStatus } from '#web/hooks/use-realtime.ts';
import { reduceCourier, reduceOrder, shownCourier, type LiveOrderFields } from '../utils/live-events.ts';

interface LiveOrderOptions {
  /** The loaded order (its id, status and progress), or null until it is loaded. */
  order: (Omit<LiveOrderFields, 'canCancel'> & { id: string }) | null;
  /** The query holding `{ order }` to keep current. */
  queryKey: QueryKey;
  /** Tracking code, for followers who are not signed in. */
  code?: string;
}

type Cached = { order: LiveOrderFields };

/**
 * Follows the order's realtime topic: status and progress events update the cached order at once and
 * refetch it; courier positions move the courier shown, starting from the order's last known one.
 */
export function useLiveOrder({ order, queryKey, code }: LiveOrderOptions) {
  const queryClient = useQueryClient();
  const connection = useRealtimeStatus();
  const [live, setLive] = useState<CourierPosition | null>(null);
  const orderId = order?.id ?? null;

  // A fetch still running may have read the order before this event: it is cancelled and a fresh one started,
  // or its older answer would overwrite the change just applied.
  const refetch = () => void queryClient.invalidateQueries({ queryKey, exact: true });
  const catchUp = useEffectEvent(refetch);

  useRealtime(
    orderId ? orderTopic(orderId) : null,
    (event: RealtimeEvent) => {
      if (!('orderId' in event) || event.kind === 'order.created') return;
      if (event.orderId !== orderId) return;
      const status = queryClient.getQueryData<Cached>(queryKey)?.order.status;
      setLive((current) => reduceCourier(current, event, status));
      if (event.kind === 'courier.position') return;
      queryClient.setQueryData<Cached>(queryKey, (data) =>
        data ? { ...data, order: reduceOrder(data.order, event) } : data,
      );
      refetch();
    },
    { code },
  );

  // Each (re)connection catches up on whatever happened while the socket was down: after the next paint, so
  // the first one never competes with showing the order it just loaded.
  useEffect(() => {
    if (!orderId || connection !== 'open') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(catchUp)));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [orderId, connection]);

  const courier = shownCourier(order?.status, live, order?.progress.courier ?? null);
  return { courier, connection };
}
