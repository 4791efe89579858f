import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicGiveaway } from '#domain/giveaways/schemas.ts';
import { api } from '#web/lib/api-client.ts';

export const getGiveaway = (slug: string) =>
  api<{ giveaway: PublicGiveaway }>(`/api/giveaways/${encodeURIComponent(slug)}`).then((r) => r.giveaway);

export const giveawayQueryKey = (slug: string) => ['giveaways', 'page', slug] as const;

export const giveawayQuery = (slug: string) =>
  queryOptions({ queryKey: giveawayQueryKey(slug), queryFn: () => getGiveaway(slug), retry: false });

export function useGiveaway(slug: string) {
  return useQuery(giveawayQuery(slug));
}
