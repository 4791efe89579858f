import type { AdminWinnersResponse, DrawnName } from '#domain/giveaways/draw-schemas.ts';
import type { DrawCheckData } from '#domain/giveaways/draw-check.ts';
import { DRAW_ALGORITHM } from '#domain/giveaways/draw.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { notFound } from '#server/lib/errors.ts';
import { GIVEAWAY_MESSAGES, type PublishedDrawResponse } from '#domain/giveaways/schemas.ts';
import { drawOf } from './draw.repo.ts';
import { giveawayById, giveawayBySlug, toAdminGiveaway, type GiveawayRecord } from './giveaways.queries.ts';
import { winnerRows } from './winners.repo.ts';
import { drawnPeople, personNameOf, type DrawnPerson } from './winners.queries.ts';

// What the draw's routes answer: the public record of a draw and the admin's winners screen.

const iso = (d: Date | null) => d?.toISOString() ?? null;

export async function recordById(db: DbOrTx, id: string): Promise<GiveawayRecord> {
  const record = await giveawayById(db, id);
  if (!record) throw notFound(GIVEAWAY_MESSAGES.notFound);
  return record;
}

/** The published draw: before it, the commitment only; after it, everything needed to re-run it. */
export async function publishedDraw(db: DbOrTx, slug: string): Promise<PublishedDrawResponse> {
  const record = await giveawayBySlug(db, slug);
  if (!record) throw notFound(GIVEAWAY_MESSAGES.notFound);
  const g = record.giveaway;
  const draw = await drawOf(db, g.id);
  const drawn = draw ? (await winnerRows(db, g.id)).map((w) => w.entrantId) : [];
  return {
    slug: g.slug,
    algorithm: draw?.algorithm ?? DRAW_ALGORITHM,
    seedHash: g.seedHash,
    seed: draw?.seed ?? null,
    entriesHash: draw?.entriesHash ?? null,
    entries: draw?.entries ?? null,
    drawn,
    winnersCount: g.winnersCount,
    drawnAt: iso(draw?.drawnAt ?? null),
  };
}

/** The check page's record: only a drawn giveaway has one (before the draw there is nothing to check yet). */
export async function drawCheckData(db: DbOrTx, slug: string): Promise<DrawCheckData> {
  const record = await giveawayBySlug(db, slug);
  const draw = record ? await drawOf(db, record.giveaway.id) : null;
  if (!record || !draw) throw notFound(GIVEAWAY_MESSAGES.notDrawn);
  const g = record.giveaway;
  return {
    slug: g.slug,
    title: g.title,
    algorithm: draw.algorithm,
    seedHash: g.seedHash,
    committedAt: g.createdAt.toISOString(),
    entriesClosedAt: g.endsAt.toISOString(),
    drawnAt: draw.drawnAt.toISOString(),
    seed: draw.seed,
    entriesHash: draw.entriesHash,
    entries: draw.entries,
    drawn: (await winnerRows(db, g.id)).map((w) => w.entrantId),
    winnersCount: g.winnersCount,
  };
}

function drawnName(p: DrawnPerson, winnersCount: number, weights: Map<string, number>): DrawnName {
  const w = p.winner;
  return {
    rank: w.rank,
    entrantId: w.entrantId,
    drawnAs: w.rank <= winnersCount ? 'winner' : 'alternate',
    status: w.status,
    name: p.name,
    email: p.email,
    entries: weights.get(w.entrantId) ?? 0,
    claimDeadline: iso(w.claimDeadline),
    notifiedAt: iso(w.notifiedAt),
    claimedAt: iso(w.claimedAt),
    passedAt: iso(w.passedAt),
    passedReason: w.passedReason,
  };
}

/** The admin's winners screen: the giveaway, the draw's published facts once drawn, the names in rank order. */
export async function winnersView(
  db: DbOrTx,
  id: string,
  { now }: { now: Date },
): Promise<AdminWinnersResponse> {
  const record = await recordById(db, id);
  const giveaway = toAdminGiveaway(record, now);
  const draw = await drawOf(db, id);
  if (!draw) return { giveaway, draw: null, winners: [] };
  const weights = new Map(draw.entries);
  const people = await drawnPeople(db, id);
  return {
    giveaway,
    draw: {
      algorithm: draw.algorithm,
      seedHash: record.giveaway.seedHash,
      seed: draw.seed,
      entriesHash: draw.entriesHash,
      entrants: draw.entries.length,
      totalEntries: draw.entries.reduce((sum, [, n]) => sum + n, 0),
      drawnAt: draw.drawnAt.toISOString(),
      drawnBy: draw.drawnBy ? await personNameOf(db, draw.drawnBy) : null,
    },
    winners: people.map((p) => drawnName(p, record.giveaway.winnersCount, weights)),
  };
}
