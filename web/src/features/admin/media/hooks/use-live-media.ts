import { useQueryClient } from '@tanstack/react-query';
import { CATALOG_TOPIC } from '#domain/realtime.ts';
import { useRealtime } from '#web/hooks/use-realtime.ts';
import { MEDIA_KEY } from '../api/get-media.ts';

/** A catalog change (a product's images, a lab certificate) can change what is in use: refetch the library. */
export function useLiveMedia() {
  const queryClient = useQueryClient();
  useRealtime(CATALOG_TOPIC, (event) => {
    if (event.kind === 'catalog.changed') {
      void queryClient.invalidateQueries({ queryKey: MEDIA_KEY, refetchType: 'active' });
    }
  });
}
