import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuickPause, ShopPauseResponse } from '#domain/merchant/quick-pause.ts';
import { api } from '#web/lib/api-client.ts';
import { SHOP_PAUSE_KEY } from './get-shop-pause.ts';

/** A quick pause ('30m', '1h', 'today') or null to resume now; the server answers the shop's new state. */
const send = (pause: QuickPause | null) =>
  pause
    ? api<ShopPauseResponse>('/api/merchant/pause', { method: 'POST', body: { pause } })
    : api<ShopPauseResponse>('/api/merchant/pause', { method: 'DELETE' });

/** Pauses or resumes; `onChanged` lets the page holding it refetch what else shows the shop's state. */
export function usePauseWrite(onChanged?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      queryClient.setQueryData(SHOP_PAUSE_KEY, answer);
      onChanged?.();
    },
  });
}
