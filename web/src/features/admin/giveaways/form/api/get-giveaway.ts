import { useQuery } from '@tanstack/react-query';
import type { AdminGiveawayDetail } from '#domain/giveaways/admin-entrants.ts';
import { api } from '#web/lib/api-client.ts';
import { GIVEAWAYS_KEY } from '../../list/api/get-giveaways.ts';

/** One giveaway for the form, with whether its start date is fixed (entries came in). */
export const useGiveaway = (id: string) =>
  useQuery({
    queryKey: [...GIVEAWAYS_KEY, 'one', id],
    queryFn: ({ signal }) =>
      api<AdminGiveawayDetail>(`/api/admin/giveaways/${encodeURIComponent(id)}`, { signal }),
    // The form starts from what the server holds now, never from an older visit.
    refetchOnMount: 'always',
  });
