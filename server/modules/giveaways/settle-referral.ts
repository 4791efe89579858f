import { nyDay } from '#domain/time/ny-format.ts';
import { phoneKey } from '#domain/identity.ts';
import type { ReferralStatus } from '#domain/giveaways/referrals.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { recordAudit } from '#server/modules/audit/audit.service.ts';
import { identityOf } from './entrants.queries.ts';
import { entrantById, setReferredBy, type EntrantRow } from './entrants.repo.ts';
import { creditEntry, lockEntrant } from './entries.repo.ts';
import { referralVerdict, type ReferralFacts } from './referral-verdict.ts';
import { creditedOn, lockReferral, settleReferralRow } from './referrals.repo.ts';
import type { GiveawayRecord } from './giveaways.queries.ts';

type Giveaway = GiveawayRecord['giveaway'];

export interface Settled {
  status: ReferralStatus;
  /** Entries the referrer got (0 at their limit or when the giveaway gives none for referrals). */
  entries: number;
  referrerUserId: string;
}

const known = (values: (string | null)[]) => new Set(values.filter((v): v is string => Boolean(v)));
const overlap = (a: Set<string>, b: Set<string>) => [...a].some((v) => b.has(v));
const notUnknown = (ip: string | null) => (ip && ip !== 'unknown' ? ip : null);

async function facts(
  tx: DbOrTx,
  friend: EntrantRow,
  referrer: EntrantRow,
  nyDay: string,
): Promise<ReferralFacts> {
  const [theirs, mine] = [await identityOf(tx, referrer.userId), await identityOf(tx, friend.userId)];
  const friendDevices = known([friend.deviceId, ...mine.devices]);
  const friendPhone = mine.phone ? phoneKey(mine.phone) : '';
  return {
    emailConfirmed: mine.emailVerified,
    sameDevice: overlap(friendDevices, known([referrer.deviceId, ...theirs.devices])),
    samePhone: friendPhone !== '' && theirs.phone !== null && friendPhone === phoneKey(theirs.phone),
    sameIp: overlap(
      known([notUnknown(friend.ip), ...mine.ips.map(notUnknown)]),
      known([notUnknown(referrer.ip), ...theirs.ips.map(notUnknown)]),
    ),
    hasDevice: friendDevices.size > 0,
    creditedToday: await creditedOn(tx, referrer.id, nyDay),
  };
}

/**
 * Settles a referral still waiting for the friend's e-mail confirmation: credits the referrer, holds it for staff,
 * refuses it, or leaves it waiting. Takes the referrer's row lock first, so the daily cap and the per-person limit
 * are counted one referral at a time. Null when there was nothing to settle.
 */
export async function settleReferral(
  tx: DbOrTx,
  g: Pick<Giveaway, 'id' | 'perPersonLimit' | 'referralEntries'>,
  referral: { referredEntrantId: string; referrerEntrantId: string },
  now: Date,
): Promise<Settled | null> {
  const held = await lockEntrant(tx, referral.referrerEntrantId);
  const row = await lockReferral(tx, referral.referredEntrantId);
  if (row?.status !== 'pending_confirmation') return null;
  const friend = await entrantById(tx, row.referredEntrantId);
  const referrer = await entrantById(tx, row.referrerEntrantId);
  if (!friend || !referrer) return null;
  const today = nyDay(now);
  const verdict = referralVerdict(await facts(tx, friend, referrer, today));
  if (verdict.status === 'pending_confirmation') return null;
  let entries = 0;
  if (verdict.status === 'credited') {
    await setReferredBy(tx, friend.id, referrer.id);
    if (g.referralEntries > 0) {
      entries = await creditEntry(tx, g, referrer.id, held, {
        source: 'referral',
        entries: g.referralEntries,
        referredEntrantId: friend.id,
      });
    }
  }
  await settleReferralRow(tx, friend.id, {
    ...verdict,
    nyDay: verdict.status === 'credited' ? today : null,
    at: now,
  });
  if (verdict.status !== 'credited') {
    await recordAudit(tx, {
      actorUserId: null,
      actorRole: 'system',
      action: `giveaway.referral_${verdict.status}`,
      targetType: 'giveaway_entrant',
      targetId: friend.id,
      before: { status: row.status, reason: row.reason },
      after: { ...verdict },
      details: { giveawayId: g.id, referrerEntrantId: referrer.id },
    });
  }
  return { status: verdict.status, entries, referrerUserId: referrer.userId };
}
