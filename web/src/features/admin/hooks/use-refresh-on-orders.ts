import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ADMIN_ORDERS_TOPIC } from '#domain/realtime.ts';
import { useRealtime } from '#web/hooks/use-realtime.ts';

/** Invalidates `queryKey` a little after orders are placed or move (the admin `orders` topic), once per burst. */
export function useRefreshOnOrders(queryKey: QueryKey, debounceMs: number) {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  useRealtime(ADMIN_ORDERS_TOPIC, () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      void queryClient.invalidateQueries({ queryKey });
    }, debounceMs);
  });
}
