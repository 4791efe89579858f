import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EnterGiveaway, MyGiveawayEntry } from '#domain/giveaways/schemas.ts';
import { api } from '#web/lib/api-client.ts';
import { deviceHeaders } from '#web/lib/device.ts';
import { forgetReferral } from '../utils/referral.ts';

interface EnterResponse {
  entry: MyGiveawayEntry;
  referral: { credited: boolean; message: string | null } | null;
}

export const enterGiveaway = (slug: string, input: EnterGiveaway) =>
  api<EnterResponse>(`/api/giveaways/${encodeURIComponent(slug)}/enter`, {
    method: 'POST',
    body: input,
    headers: deviceHeaders(),
  });

/** Enters; the share code the visitor arrived with is sent once and then forgotten. */
export function useEnterGiveaway(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EnterGiveaway) => enterGiveaway(slug, input),
    meta: { silent: true },
    onSuccess: () => {
      forgetReferral();
      void queryClient.invalidateQueries({ queryKey: ['giveaways'] });
    },
  });
}
