import { useQuery } from '@tanstack/react-query';
import type { AdminWinnersResponse } from '#domain/giveaways/draw-schemas.ts';
import { api } from '#web/lib/api-client.ts';

export const WINNERS_KEY = ['admin', 'giveaways', 'winners'] as const;
export const winnersKey = (id: string) => [...WINNERS_KEY, id] as const;

/** One giveaway's draw: the commitment before it, the published facts and the drawn names after it. */
export const useGiveawayWinners = (id: string) =>
  useQuery({
    queryKey: winnersKey(id),
    queryFn: ({ signal }) =>
      api<AdminWinnersResponse>(`/api/admin/giveaways/${encodeURIComponent(id)}/winners`, { signal }),
  });
