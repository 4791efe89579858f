import { GIVEAWAY_ADMIN_MESSAGES } from '#domain/giveaways/admin-schemas.ts';
import {
  PASS_REASON_LABELS,
  type AdminWinnersResponse,
  type ClaimResponse,
  type PassWinnerResponse,
} from '#domain/giveaways/draw-schemas.ts';
import { claimDeadlineFrom } from '#domain/giveaways/draw-text.ts';
import { GIVEAWAY_MESSAGES } from '#domain/giveaways/schemas.ts';
import { STAFF_GIVEAWAYS_TOPIC } from '#domain/realtime.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { auditOrigin, type Actor } from '#server/lib/actor.ts';
import { AppError, conflict, notFound } from '#server/lib/errors.ts';
import { recordAudit } from '#server/modules/audit/audit.service.ts';
import { myEntryOf } from './entry-view.ts';
import type { GiveawayDrawDeps } from './draw.service.ts';
import { disqualifyEntrant, lockGiveaway } from './admin-giveaways.repo.ts';
import { drawOf } from './draw.repo.ts';
import { giveawayBySlug } from './giveaways.queries.ts';
import { notifyWinner, winnerEvents } from './winner-events.ts';
import { lockWinner, lockWinnerOfUser, nextStandby, updateWinner } from './winners.repo.ts';
import { drawnPeople } from './winners.queries.ts';

export interface PassInput {
  reason: 'unclaimed' | 'disqualified';
  note: string;
}

/** After the draw: a prize passed on to the next alternate, and a winner's claim. */
export function createWinnerActions(
  deps: GiveawayDrawDeps,
  view: (id: string, tx?: DbOrTx) => Promise<AdminWinnersResponse>,
) {
  const { db, bus, notifier, now } = deps;

  /** A notified winner who did not claim in time, or was disqualified: the next alternate by rank is notified. */
  async function pass(actor: Actor, id: string, rank: number, input: PassInput): Promise<PassWinnerResponse> {
    const done = await db.transaction(async (tx) => {
      const g = await lockGiveaway(tx, id);
      if (!g) throw notFound(GIVEAWAY_MESSAGES.notFound);
      if (!(await drawOf(tx, id))) throw conflict('not_drawn', GIVEAWAY_ADMIN_MESSAGES.notDrawn);
      const winner = await lockWinner(tx, id, rank);
      if (!winner) throw notFound(GIVEAWAY_ADMIN_MESSAGES.winnerNotFound);
      if (winner.status !== 'notified') throw conflict('cannot_pass', GIVEAWAY_ADMIN_MESSAGES.cannotPass);
      const at = now();
      if (input.reason === 'unclaimed' && winner.claimDeadline && at < winner.claimDeadline)
        throw conflict('deadline_not_passed', GIVEAWAY_ADMIN_MESSAGES.deadlineNotPassed);
      const status = input.reason === 'unclaimed' ? 'forfeited' : 'disqualified';
      const label = PASS_REASON_LABELS[input.reason];
      const passedReason = input.note ? `${label}: ${input.note}` : label;
      await updateWinner(tx, id, rank, { status, passedAt: at, passedReason });
      if (input.reason === 'disqualified')
        await disqualifyEntrant(tx, winner.entrantId, { userId: actor.userId, reason: passedReason, at });
      const next = await nextStandby(tx, id);
      const deadline = claimDeadlineFrom(at, g.claimDays);
      if (next)
        await updateWinner(tx, id, next.rank, {
          status: 'notified',
          notifiedAt: at,
          claimDeadline: deadline,
        });
      const people = await drawnPeople(tx, id);
      const from = people.find((p) => p.winner.rank === rank)!;
      const to = next ? people.find((p) => p.winner.rank === next.rank)! : null;
      if (to)
        await notifyWinner(tx, deps.publicUrl, g, { ...to, rank: to.winner.rank, deadline, alternate: true });
      await recordAudit(tx, {
        ...auditOrigin(actor),
        action: 'giveaway.winner.passed',
        targetType: 'giveaway',
        targetId: id,
        before: { rank, entrantId: winner.entrantId, status: winner.status },
        after: { rank, status, passedTo: next?.rank ?? null, passedToEntrant: next?.entrantId ?? null },
        details: { reason: input.reason, note: input.note, entrantDisqualified: status === 'disqualified' },
      });
      const message = to
        ? `The prize passes to alternate ${to.name} (rank ${to.winner.rank}), notified by e-mail`
        : GIVEAWAY_ADMIN_MESSAGES.noAlternate;
      return { userIds: [from.userId, ...(to ? [to.userId] : [])], passedTo: next?.rank ?? null, message };
    });
    const at = now().toISOString();
    await bus.publishAll([
      ...(input.reason === 'disqualified'
        ? [{ topic: STAFF_GIVEAWAYS_TOPIC, event: { kind: 'giveaway.entries', giveawayId: id, at } } as const]
        : []),
      ...winnerEvents(id, done.userIds, at),
    ]);
    void notifier.flush();
    return { ...(await view(id)), passedTo: done.passedTo, message: done.message };
  }

  /** The caller claims their prize: a notified winner before the deadline. */
  async function claim(actor: Actor, slug: string): Promise<ClaimResponse> {
    const giveawayId = await db.transaction(async (tx) => {
      const record = await giveawayBySlug(tx, slug);
      if (!record) throw notFound(GIVEAWAY_MESSAGES.notFound);
      const id = record.giveaway.id;
      const winner = await lockWinnerOfUser(tx, id, actor.userId);
      if (!winner || winner.status === 'standby') throw notFound(GIVEAWAY_MESSAGES.notWinner);
      if (winner.status === 'claimed') throw conflict('already_claimed', GIVEAWAY_MESSAGES.alreadyClaimed);
      if (winner.status === 'disqualified')
        throw new AppError(403, 'disqualified', GIVEAWAY_MESSAGES.disqualified);
      const at = now();
      if (winner.status === 'forfeited' || (winner.claimDeadline && at >= winner.claimDeadline))
        throw conflict('claim_closed', GIVEAWAY_MESSAGES.claimClosed);
      await updateWinner(tx, id, winner.rank, { status: 'claimed', claimedAt: at });
      await recordAudit(tx, {
        ...auditOrigin(actor),
        action: 'giveaway.prize.claimed',
        targetType: 'giveaway',
        targetId: id,
        before: { rank: winner.rank, entrantId: winner.entrantId, status: winner.status },
        after: { rank: winner.rank, status: 'claimed', claimedAt: at.toISOString() },
      });
      return id;
    });
    await bus.publishAll(winnerEvents(giveawayId, [actor.userId], now().toISOString()));
    const record = await giveawayBySlug(db, slug);
    const entry = record && (await myEntryOf(db, record, actor.userId, now()));
    if (!entry) throw notFound(GIVEAWAY_MESSAGES.notWinner);
    return { entry };
  }

  return { pass, claim };
}
