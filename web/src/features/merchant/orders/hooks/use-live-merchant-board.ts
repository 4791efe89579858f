import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { merchantTopic } from '#domain/realtime.ts';
import { useRealtime } from '#web/hooks/use-realtime.ts';
import { toast } from '#web/lib/toast.ts';
import { MERCHANT_ORDERS_KEY, useMerchantBoard } from '../api/get-merchant-board.ts';

const BOARD_EVENTS = new Set(['order.created', 'order.status', 'order.courier']);

/**
 * The shop's board, kept current from its `merchant:<shop>` topic: any order event refetches the board and the
 * open details; a new order is announced with a toast once it is on the board (the ringer rings for it).
 */
export function useLiveMerchantBoard(shopId: string) {
  const queryClient = useQueryClient();
  const board = useMerchantBoard();
  const incoming = useRef(new Set<string>());

  useRealtime(merchantTopic(shopId), (event) => {
    if (!BOARD_EVENTS.has(event.kind)) return;
    if (event.kind === 'order.created') incoming.current.add(event.orderId);
    void queryClient.invalidateQueries({ queryKey: MERCHANT_ORDERS_KEY });
  });

  useEffect(() => {
    for (const order of board.data?.active ?? []) {
      if (!incoming.current.delete(order.id)) continue;
      // Longer than other toasts: a shop counter is not always watched.
      toast(`New order ${order.orderNumber}`, {
        duration: 10_000,
        description: `${order.customer} · ${order.itemCount} ${order.itemCount === 1 ? 'item' : 'items'} · ${order.windowLabel}`,
      });
    }
  }, [board.data]);

  return board;
}
