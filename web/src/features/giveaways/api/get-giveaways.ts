import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GiveawayListResponse } from '#domain/giveaways/public-schemas.ts';
import { api } from '#web/lib/api-client.ts';

export const getGiveaways = () => api<GiveawayListResponse>('/api/giveaways').then((r) => r.giveaways);

export function useGiveaways(enabled: boolean) {
  return useQuery(
    queryOptions({ queryKey: ['giveaways', 'list'], queryFn: getGiveaways, enabled, retry: false }),
  );
}
