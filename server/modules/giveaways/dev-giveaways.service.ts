import type { DevGiveaway, DevGiveawayResponse } from '#domain/giveaways/draw-schemas.ts';
import { GIVEAWAY_MESSAGES } from '#domain/giveaways/schemas.ts';
import { GIVEAWAYS_TOPIC } from '#domain/realtime.ts';
import type { Db } from '#server/db/client.ts';
import { conflict, notFound } from '#server/lib/errors.ts';
import type { EventBusHandle } from '#server/realtime/bus.ts';
import { newSeed, newShareCode } from './commitment.ts';
import { endTestGiveaway, insertTestEntrant, insertTestGiveaway } from './dev-giveaways.repo.ts';
import { giveawayBySlug } from './giveaways.queries.ts';
import { usersByEmail } from './winners.queries.ts';

const MINUTE = 60_000;

/** The dev tools' test giveaways (DEV_TOOLS only): one with entrants, and ending one now. */
export function createDevGiveaways({ db, bus, now }: { db: Db; bus: EventBusHandle; now: () => Date }) {
  async function create(input: DevGiveaway): Promise<DevGiveawayResponse> {
    const at = now();
    const endsAt = new Date(at.getTime() + input.endsInMinutes * MINUTE);
    const id = await db.transaction(async (tx) => {
      if (await giveawayBySlug(tx, input.slug))
        throw conflict('slug_taken', `A giveaway already uses ${input.slug}`);
      const people = new Map(
        (
          await usersByEmail(
            tx,
            input.entrants.map((e) => e.email),
          )
        ).map((u) => [u.email.toLowerCase(), u.id]),
      );
      const giveawayId = await insertTestGiveaway(tx, {
        slug: input.slug,
        title: `Test giveaway ${input.slug}`,
        prize: 'A $250 gift card',
        prizeValueCents: 25_000,
        sponsor: 'New York Minute NYC',
        startsAt: new Date(Math.min(at.getTime(), endsAt.getTime()) - 7 * 24 * 60 * MINUTE),
        endsAt,
        entryEntries: 1,
        perPersonLimit: 100,
        winnersCount: 1,
        alternatesCount: 2,
        claimDays: 14,
        active: true,
        ...newSeed(),
      });
      const seen = new Set<string>();
      for (const e of input.entrants) {
        const userId = people.get(e.email.toLowerCase());
        if (!userId) throw notFound(`No account with the e-mail ${e.email}`);
        if (seen.has(userId)) continue;
        seen.add(userId);
        await insertTestEntrant(tx, giveawayId, { userId, shareCode: newShareCode(), entries: e.entries });
      }
      return giveawayId;
    });
    await bus.publish(GIVEAWAYS_TOPIC, { kind: 'giveaway.changed', slug: input.slug, at: at.toISOString() });
    return { id, slug: input.slug };
  }

  async function end(slug: string): Promise<DevGiveawayResponse> {
    if (!/^[a-z0-9-]{3,60}$/.test(slug)) throw notFound(GIVEAWAY_MESSAGES.notFound);
    const at = now();
    const id = await db.transaction((tx) => endTestGiveaway(tx, slug, at));
    if (!id) throw notFound(GIVEAWAY_MESSAGES.notFound);
    await bus.publish(GIVEAWAYS_TOPIC, { kind: 'giveaway.changed', slug, at: at.toISOString() });
    return { id, slug };
  }

  return { create, end };
}
