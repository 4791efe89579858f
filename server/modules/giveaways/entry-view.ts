import type { MyGiveawayEntry } from '#domain/giveaways/schemas.ts';
import { GIVEAWAY_ENTRY_SOURCES } from '#domain/giveaways/rules.ts';
import { nyDay } from '#domain/time/ny-format.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { entrantOf, entrantTotals, type EntrantRow, type EntrantTotals } from './entrants.repo.ts';
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
    friendsPending: totals.friendsPending,
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

/** The customer's place in the giveaway, read afresh (null when they did not enter): what a claim answers. */
export async function myEntryOf(
  db: DbOrTx,
  record: GiveawayRecord,
  userId: string,
  now: Date,
): Promise<MyGiveawayEntry | null> {
  const entrant = await entrantOf(db, record.giveaway.id, userId);
  if (!entrant) return null;
  const totals = await entrantTotals(db, [entrant.id], nyDay(now));
  return toMyEntry(record, entrant, totals.get(entrant.id)!, now);
}
