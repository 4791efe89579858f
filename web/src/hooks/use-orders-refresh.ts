import { useEffect, useRef } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { ADMIN_ORDERS_TOPIC } from '#domain/realtime.ts';
import { useRealtime } from '#web/hooks/use-realtime.ts';

const EVENT_DEBOUNCE_MS = 1_500;

/** Asks `queryKey` again shortly after orders are placed or move (a burst of events is one refetch). */
export function useOrdersRefresh(queryKey: QueryKey, debounceMs = EVENT_DEBOUNCE_MS) {
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
