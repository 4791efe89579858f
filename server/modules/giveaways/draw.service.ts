import { GIVEAWAY_ADMIN_MESSAGES } from '#domain/giveaways/admin-schemas.ts';
import type { AdminWinnersResponse } from '#domain/giveaways/draw-schemas.ts';
import { claimDeadlineFrom } from '#domain/giveaways/draw-text.ts';
import { canonicalEntries, drawWinners, entriesDigest, DRAW_ALGORITHM } from '#domain/giveaways/draw.ts';
import { GIVEAWAY_MESSAGES } from '#domain/giveaways/schemas.ts';
import { GIVEAWAYS_TOPIC, STAFF_GIVEAWAYS_TOPIC } from '#domain/realtime.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { auditOrigin, type Actor } from '#server/lib/actor.ts';
import { conflict, notFound } from '#server/lib/errors.ts';
import { recordAudit } from '#server/modules/audit/audit.service.ts';
import type { Notifier } from '#server/modules/notifications/notifications.service.ts';
import type { EventBusHandle } from '#server/realtime/bus.ts';
import { lockGiveaway } from './admin-giveaways.repo.ts';
import { drawOf, entryTotals, insertDraw } from './draw.repo.ts';
import { drawCheckData, publishedDraw, winnersView } from './draw-views.ts';
import { creditOrders } from './entries.repo.ts';
import { uncreditedOrders } from './giveaways.queries.ts';
import { notifyWinner, winnerEvents } from './winner-events.ts';
import { insertWinners } from './winners.repo.ts';
import { drawnPeople } from './winners.queries.ts';
import { createWinnerActions } from './winners.service.ts';

export interface GiveawayDrawDeps {
  db: Db;
  bus: EventBusHandle;
  notifier: Notifier;
  now: () => Date;
  publicUrl: string;
}

/** The provably fair draw (docs/giveaway-draw.md): once, after the end, audited; then the winners' claims. */
export function createGiveawayDraw(deps: GiveawayDrawDeps) {
  const { db, bus, notifier, now } = deps;
  const view = (id: string, tx: DbOrTx = db) => winnersView(tx, id, { now: now() });

  async function draw(actor: Actor, id: string): Promise<AdminWinnersResponse> {
    const done = await db.transaction(async (tx) => {
      const g = await lockGiveaway(tx, id);
      if (!g) throw notFound(GIVEAWAY_MESSAGES.notFound);
      if (await drawOf(tx, id)) throw conflict('already_drawn', GIVEAWAY_ADMIN_MESSAGES.alreadyDrawn);
      const at = now();
      if (at < g.endsAt) throw conflict('not_ended', GIVEAWAY_ADMIN_MESSAGES.notEnded);
      // Delivered orders not credited yet count before the list freezes.
      const credited = await creditOrders(tx, g, await uncreditedOrders(tx, g));
      const entries = canonicalEntries(await entryTotals(tx, id));
      if (entries.length === 0) throw conflict('no_entries', GIVEAWAY_ADMIN_MESSAGES.noEntries);
      const entriesHash = entriesDigest(entries);
      const drawn = drawWinners(g.seed, entriesHash, entries, g.winnersCount + g.alternatesCount);
      await insertDraw(tx, {
        giveawayId: id,
        algorithm: DRAW_ALGORITHM,
        entries,
        entriesHash,
        seed: g.seed,
        drawnAt: at,
        drawnBy: actor.userId,
      });
      const deadline = claimDeadlineFrom(at, g.claimDays);
      await insertWinners(
        tx,
        drawn.map((entrantId, i) => {
          const winner = i < g.winnersCount;
          return {
            giveawayId: id,
            rank: i + 1,
            entrantId,
            status: winner ? ('notified' as const) : ('standby' as const),
            claimDeadline: winner ? deadline : null,
            notifiedAt: winner ? at : null,
          };
        }),
      );
      const notified = (await drawnPeople(tx, id)).filter((p) => p.winner.status === 'notified');
      for (const p of notified) {
        await notifyWinner(tx, deps.publicUrl, g, { ...p, rank: p.winner.rank, deadline, alternate: false });
      }
      const totalEntries = entries.reduce((sum, [, n]) => sum + n, 0);
      await recordAudit(tx, {
        ...auditOrigin(actor),
        action: 'giveaway.draw',
        targetType: 'giveaway',
        targetId: id,
        before: { drawn: false, seedHash: g.seedHash },
        after: {
          drawn: true,
          entriesHash,
          entrants: entries.length,
          totalEntries,
          winners: drawn.slice(0, g.winnersCount),
          alternates: drawn.slice(g.winnersCount),
        },
        details: { algorithm: DRAW_ALGORITHM, seedRevealed: true, ordersCredited: credited.length },
      });
      return { slug: g.slug, userIds: notified.map((p) => p.userId), credited: credited.length > 0 };
    });
    const at = now().toISOString();
    await bus.publishAll([
      { topic: GIVEAWAYS_TOPIC, event: { kind: 'giveaway.changed', slug: done.slug, at } },
      ...(done.credited
        ? [{ topic: STAFF_GIVEAWAYS_TOPIC, event: { kind: 'giveaway.entries', giveawayId: id, at } } as const]
        : []),
      ...winnerEvents(id, done.userIds, at),
    ]);
    void notifier.flush();
    return view(id);
  }

  return {
    published: (slug: string) => publishedDraw(db, slug),
    checkData: (slug: string) => drawCheckData(db, slug),
    winners: (id: string) => view(id),
    draw,
    ...createWinnerActions(deps, view),
  };
}
export type GiveawayDraw = ReturnType<typeof createGiveawayDraw>;
