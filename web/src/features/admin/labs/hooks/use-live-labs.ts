import { useQueryClient } from '@tanstack/react-query';
import { CATALOG_TOPIC } from '#domain/realtime.ts';
import { useRealtime } from '#web/hooks/use-realtime.ts';
import { LABS_KEY } from '../api/get-lab-results.ts';

/** Every lab write announces a catalog change: another admin's edit refetches the results on screen. */
export function useLiveLabs() {
  const queryClient = useQueryClient();
  useRealtime(CATALOG_TOPIC, (event) => {
    if (event.kind === 'catalog.changed') {
      void queryClient.invalidateQueries({ queryKey: LABS_KEY, refetchType: 'active' });
    }
  });
}
