import { GIVEAWAYS_TOPIC } from '#domain/realtime.ts';
import type { Db } from '#server/db/client.ts';
import type { EventBus } from '#server/realtime/bus.ts';
import { liveGiveaway, type GiveawayRecord } from './giveaways.queries.ts';

/** A scheduled giveaway starts without an announcement: the copy is read again at least this often. */
const MAX_AGE_MS = 30_000;

/**
 * The storefront's live giveaway, read on every visit after first paint: one copy per process, dropped when the
 * `giveaways` topic announces a change (NOTIFY reaches every process), when it ends, or after MAX_AGE_MS.
 */
export function createLiveCache(db: Db, bus: EventBus, now: () => Date) {
  let copy: { at: number; value: Promise<GiveawayRecord | null> } | null = null;
  bus.subscribe(GIVEAWAYS_TOPIC, () => {
    copy = null;
  });

  function stale(at: number, record: GiveawayRecord | null, t: Date) {
    return (
      t.getTime() - at > MAX_AGE_MS || t.getTime() < at || (record !== null && record.giveaway.endsAt <= t)
    );
  }

  async function load(): Promise<GiveawayRecord | null> {
    const t = now();
    if (copy) {
      const held = copy;
      const record = await held.value.catch(() => null);
      if (copy === held && !stale(held.at, record, t)) return record;
      if (copy === held) copy = null;
    }
    const value = liveGiveaway(db, t);
    const mine = { at: t.getTime(), value };
    copy = mine;
    value.catch(() => {
      if (copy === mine) copy = null;
    });
    return value;
  }

  return {
    load,
    drop: () => {
      copy = null;
    },
  };
}
