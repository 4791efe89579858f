import { useQueryClient } from '@tanstack/react-query';
import type { DispatchMap } from '#domain/admin/dispatch-views.ts';
import { ADMIN_ORDERS_TOPIC, FLEET_TOPIC, type RealtimeEvent } from '#domain/realtime.ts';
import { useRealtime } from '#web/hooks/use-realtime.ts';
import { dispatchMapQuery, useDispatchMap } from '../api/get-dispatch-map.ts';
import { applyMapEvent } from '../utils/map-events.ts';

/** The dispatch map's data, moved by the `fleet` topic (positions, shifts) and the admin `orders` topic. */
export function useLiveDispatchMap(followOrders: boolean) {
  const queryClient = useQueryClient();
  const onEvent = (event: RealtimeEvent) => {
    let refetch = false;
    queryClient.setQueryData(dispatchMapQuery.queryKey, (map: DispatchMap | undefined) => {
      if (!map) return map;
      const update = applyMapEvent(map, event);
      refetch = update.refetch;
      return update.map;
    });
    if (refetch) void queryClient.invalidateQueries({ queryKey: ['admin', 'dispatch'] });
  };
  useRealtime(FLEET_TOPIC, onEvent);
  useRealtime(followOrders ? ADMIN_ORDERS_TOPIC : null, onEvent);
  return useDispatchMap();
}
