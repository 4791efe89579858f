import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Location } from '#domain/couriers/schemas.ts';
import { toast } from '#web/lib/toast.ts';
import { availableOrdersQuery } from '../api/get-available-orders.ts';
import { sendLocation } from '../api/send-location.ts';
import { useLocationSender } from './use-location-sender.ts';

/**
 * Spec §8: shares the position while online; a refused or absent GPS says so once. The first position
 * the server takes refreshes the pool, whose distances depend on it.
 */
export function useShareLocation(online: boolean) {
  const queryClient = useQueryClient();
  const located = useRef(false);
  const send = async (location: Location) => {
    if (!(await sendLocation(location)) || located.current) return;
    located.current = true;
    void queryClient.invalidateQueries({ queryKey: availableOrdersQuery.queryKey });
  };
  useLocationSender({
    enabled: online,
    send,
    onError: () =>
      toast.error('Location Error', {
        id: 'location-error',
        description: 'Unable to track your location. Please enable GPS.',
      }),
  });
}
