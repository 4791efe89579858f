import { useQueryClient } from '@tanstack/react-query';
import { merchantTopic } from '#domain/realtime.ts';
import { useRealtime } from '#web/hooks/use-realtime.ts';
import { SALES_REPORT_KEY } from '../api/get-sales-report.ts';

/** Follows the shop's topic: an order delivered refreshes the figures on screen. */
export function useLiveSales(shopId: string) {
  const queryClient = useQueryClient();
  useRealtime(merchantTopic(shopId), (event) => {
    if (event.kind !== 'order.status' || event.status !== 'delivered') return;
    void queryClient.invalidateQueries({ queryKey: SALES_REPORT_KEY });
  });
}
