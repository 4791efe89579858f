import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderRow } from '#domain/admin/order-list.ts';
import { ADMIN_ORDERS_TOPIC } from '#domain/realtime.ts';
import { useRealtime } from '#web/hooks/use-realtime.ts';
import { toast } from '#web/lib/toast.ts';
import { liveOrdersQuery } from '../api/list-live-orders.ts';
import { applyBoardEvent } from '../utils/board.ts';
import { playBeep } from '../utils/sound.ts';

/**
 * The active orders, kept current from the admin `orders` topic: status changes move cards in place, new orders
 * are fetched and announced (a toast, and a beep when `sound` is on).
 */
export function useLiveBoard(sound: boolean) {
  const queryClient = useQueryClient();
  const query = useQuery(liveOrdersQuery);
  const announce = useRef(new Set<string>());
  const soundRef = useRef(sound);
  useEffect(() => {
    soundRef.current = sound;
  });

  useRealtime(ADMIN_ORDERS_TOPIC, (event) => {
    if (event.kind === 'order.created') announce.current.add(event.orderId);
    let refetch = false;
    queryClient.setQueryData(liveOrdersQuery.queryKey, (rows: AdminOrderRow[] | undefined) => {
      if (!rows) return rows;
      const update = applyBoardEvent(rows, event);
      refetch = update.refetch;
      return update.rows;
    });
    if (refetch) void queryClient.invalidateQueries({ queryKey: liveOrdersQuery.queryKey });
  });

  useEffect(() => {
    for (const row of query.data ?? []) {
      if (!announce.current.delete(row.id)) continue;
      toast(`New order ${row.orderNumber}`, {
        description: `${firstName(row.customerName)} · ${row.borough}`,
      });
      if (soundRef.current) playBeep();
    }
  }, [query.data]);

  return query;
}

export const firstName = (name: string) => name.trim().split(/\s+/)[0] || 'Guest';
