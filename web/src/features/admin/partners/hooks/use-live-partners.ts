import { useQueryClient } from '@tanstack/react-query';
import { STAFF_MERCHANTS_TOPIC } from '#domain/realtime.ts';
import { useRealtime } from '#web/hooks/use-realtime.ts';
import { PARTNER_APPLICATIONS_KEY } from '../api/get-partner-applications.ts';
import { PARTNER_SHOPS_KEY } from '../api/get-partner-shops.ts';

/** Applications arriving or decided and shops' terms changing (another admin, another tab) refetch what is on screen. */
export function useLivePartners() {
  const queryClient = useQueryClient();
  useRealtime(STAFF_MERCHANTS_TOPIC, (event) => {
    if (event.kind !== 'partner.changed') return;
    void queryClient.invalidateQueries({ queryKey: PARTNER_SHOPS_KEY, refetchType: 'active' });
    if (event.applicationId)
      void queryClient.invalidateQueries({ queryKey: PARTNER_APPLICATIONS_KEY, refetchType: 'active' });
  });
}
