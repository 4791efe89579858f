import { nyDay } from '#domain/time/ny-format.ts';
import { REFERRAL_DECISION_MESSAGES as R, type ReferralDecision } from '#domain/giveaways/admin-entrants.ts';
import { GIVEAWAY_ADMIN_MESSAGES as M } from '#domain/giveaways/admin-schemas.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { auditOrigin, type Actor } from '#server/lib/actor.ts';
import { conflict, notFound } from '#server/lib/errors.ts';
import { recordAudit } from '#server/modules/audit/audit.service.ts';
import { lockGiveaway } from './admin-giveaways.repo.ts';
import { entrantById, setReferredBy } from './entrants.repo.ts';
import { creditEntry, lockEntrant } from './entries.repo.ts';
import { giveawayById } from './giveaways.queries.ts';
import { lockReferral, referralOf, settleReferralRow } from './referrals.repo.ts';

/**
 * Staff credit or refuse a referral held for review, before the draw; audited. A credit is not counted against the
 * daily cap's decision (staff made it) but still stops at the referrer's per-person limit. Answers the referrer's
 * account, whose entries may have changed.
 */
export async function decideHeldReferral(
  tx: DbOrTx,
  actor: Actor,
  entrantId: string,
  { decision }: ReferralDecision,
  now: Date,
): Promise<{ giveawayId: string; referrerUserId: string }> {
  const friend = await entrantById(tx, entrantId);
  if (!friend) throw notFound(M.entrantNotFound);
  await lockGiveaway(tx, friend.giveawayId);
  const record = await giveawayById(tx, friend.giveawayId);
  if (!record) throw notFound(M.entrantNotFound);
  if (record.drawnAt) throw conflict('giveaway_drawn', M.afterDraw);
  const seen = await referralOf(tx, entrantId);
  if (!seen) throw notFound(R.noReferral);
  const held = await lockEntrant(tx, seen.referrerEntrantId);
  const referral = await lockReferral(tx, entrantId);
  if (referral?.status !== 'held') throw conflict('referral_not_held', R.notHeld);
  const referrer = (await entrantById(tx, referral.referrerEntrantId))!;
  let entries = 0;
  if (decision === 'credit') {
    await setReferredBy(tx, entrantId, referrer.id);
    if (record.giveaway.referralEntries > 0) {
      entries = await creditEntry(tx, record.giveaway, referrer.id, held, {
        source: 'referral',
        entries: record.giveaway.referralEntries,
        referredEntrantId: entrantId,
      });
    }
  }
  const status = decision === 'credit' ? 'credited' : 'refused';
  await settleReferralRow(tx, entrantId, {
    status,
    reason: referral.reason,
    nyDay: status === 'credited' ? nyDay(now) : null,
    at: now,
    by: actor.userId,
  });
  await recordAudit(tx, {
    ...auditOrigin(actor),
    action: `giveaway.referral_${status}`,
    targetType: 'giveaway_entrant',
    targetId: entrantId,
    before: { status: referral.status, reason: referral.reason },
    after: { status, reason: referral.reason, entries },
    details: { giveawayId: friend.giveawayId, referrerEntrantId: referrer.id },
  });
  return { giveawayId: friend.giveawayId, referrerUserId: referrer.userId };
}
