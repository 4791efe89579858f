import { useQueryClient } from '@tanstack/react-query';
import { accountTopic, GIVEAWAYS_TOPIC } from '#domain/realtime.ts';
import { useRealtime } from '#web/hooks/use-realtime.ts';

const PERSONAL = new Set(['me', 'mine']);

/**
 * Keeps the page's giveaway queries current: the public `giveaways` topic (a giveaway changed, entries came in)
 * refreshes the public ones only, so an entry elsewhere costs viewers one cheap read; the customer's own `account:`
 * topic (their entries or result changed) refreshes theirs. `all`: every change refreshes everything (My Entries, where
 * a draw changes each entrant's result).
 */
export function useLiveGiveaways(userId: string | null, { all = false }: { all?: boolean } = {}) {
  const queryClient = useQueryClient();
  useRealtime(GIVEAWAYS_TOPIC, (event) => {
    if (event.kind !== 'giveaway.changed') return;
    void queryClient.invalidateQueries({
      queryKey: ['giveaways'],
      predicate: (q) => all || !PERSONAL.has(String(q.queryKey[1])),
    });
  });
  useRealtime(userId ? accountTopic(userId) : null, (event) => {
    if (event.kind === 'giveaway.mine') void queryClient.invalidateQueries({ queryKey: ['giveaways'] });
  });
}
