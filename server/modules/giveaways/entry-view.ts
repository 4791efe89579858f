import type { MyGiveawayEntry } from '#domain/giveaways/schemas.ts';
import { GIVEAWAY_ENTRY_SOURCES } from '#domain/giveaways/rules.ts';
import type { EntrantRow, EntrantTotals } from './entrants.repo.ts';
import { toPublicGiveaway, type GiveawayRecord } from './giveaways.queries.ts';

/** One customer's place in one giveaway as the page and My Entries show it. */
export function toMyEntry(
  record: GiveawayRecord,
  entrant: EntrantRow,
  totals: EntrantTotals,
  now: Date,
): MyGiveawayEntry {
  const giveaway = toPublicGiveaway(record, now);
  const g = record.giveaway;
  const total = GIVEAWAY_ENTRY_SOURCES.reduce((sum, s) => sum + totals.bySource[s], 0);
  const disqualified = entrant.disqualifiedAt !== null;
  const w = totals.winner;
  return {
    giveaway,
    entrantId: entrant.id,
    shareCode: entrant.shareCode,
    enteredAt: entrant.enteredAt.toISOString(),
    total,
    bySource: { ...totals.bySource },
    friendsReferred: totals.friendsReferred,
    freeEntryAvailable:
      g.orderEntries > 0 &&
      giveaway.status === 'live' &&
      !disqualified &&
      !totals.freeToday &&
      total < g.perPersonLimit,
    disqualified,
    result: record.drawnAt
      ? {
          drawn: w !== null,
          rank: w?.rank ?? null,
          status: w?.status ?? null,
          claimDeadline: w?.claimDeadline?.toISOString() ?? null,
        }
      : null,
  };
}
