import { isOfAge } from '#domain/compliance/age.ts';
import { GIVEAWAY_MESSAGES, type EnterGiveaway } from '#domain/giveaways/schemas.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { AppError, conflict } from '#server/lib/errors.ts';
import { newShareCode } from './commitment.ts';
import { accountCreatedAt } from './entrants.queries.ts';
import { entrantByShareCode, insertEntrant, type EntrantRow } from './entrants.repo.ts';
import { creditEntry, creditOrders, lockEntrant } from './entries.repo.ts';
import { uncreditedOrders, type GiveawayRecord } from './giveaways.queries.ts';
import { insertReferral } from './referrals.repo.ts';
import { settleReferral } from './settle-referral.ts';

type Giveaway = GiveawayRecord['giveaway'];

export interface Entered {
  entrant: EntrantRow;
  referral: { credited: boolean; message: string | null } | null;
  /** The referrer's account, when their entries or pending friends changed. */
  referrerUserId: string | null;
}

/** Where the entry came from, as the server saw it: the client's device id (its word) and its address. */
export interface EntryClient {
  deviceId: string | null;
  ip: string | null;
}

export const under21 = () =>
  new AppError(400, 'under_21', GIVEAWAY_MESSAGES.under21, { birthDate: GIVEAWAY_MESSAGES.under21 });

/**
 * Why a share code is no referral at all for this new entrant, or null when it is one (settled by
 * settle-referral.ts). Only friends who sign up through the link count, never a disqualified referrer.
 */
async function notAReferral(tx: DbOrTx, referrer: EntrantRow, userId: string): Promise<string | null> {
  const created = await accountCreatedAt(tx, userId);
  if (!created || created < referrer.enteredAt) return GIVEAWAY_MESSAGES.referralTooLate;
  if (referrer.disqualifiedAt) return GIVEAWAY_MESSAGES.unknownShareCode;
  return null;
}

/**
 * Enters the caller in one transaction: the entrant row, the entry credit, the delivered orders already in the
 * giveaway's dates and, when the share code names a referrer, the referral, credited at once only when the friend
 * already passes every check. The caller checked the giveaway is live.
 */
export function enterGiveaway(
  db: Db,
  g: Giveaway,
  userId: string,
  input: EnterGiveaway,
  from: EntryClient,
  now: Date,
): Promise<Entered> {
  // NY Cannabis Law §127 and the giveaway's eligibility: 21 or older in New York today.
  if (!isOfAge(input.birthDate, now)) throw under21();
  return db.transaction(async (tx) => {
    const referrer = input.ref ? await entrantByShareCode(tx, g.id, input.ref) : null;
    // Entering again through one's own link: the caller already holds that code.
    if (referrer?.userId === userId) throw conflict('own_link', GIVEAWAY_MESSAGES.ownLink);
    const entrant = await insertEntrant(tx, {
      giveawayId: g.id,
      userId,
      shareCode: newShareCode(),
      referredBy: null,
      deviceId: from.deviceId,
      ip: from.ip,
      zip: input.zip,
      birthDate: input.birthDate,
    });
    if (!entrant) throw conflict('already_entered', GIVEAWAY_MESSAGES.alreadyEntered);
    const held = await lockEntrant(tx, entrant.id);
    await creditEntry(tx, g, entrant.id, held, { source: 'entry', entries: g.entryEntries });
    const pending = await uncreditedOrders(tx, g, { entrantId: entrant.id });
    if (pending.length > 0) await creditOrders(tx, g, pending);

    if (!input.ref) return { entrant, referral: null, referrerUserId: null };
    if (!referrer) {
      return {
        entrant,
        referral: { credited: false, message: GIVEAWAY_MESSAGES.unknownShareCode },
        referrerUserId: null,
      };
    }
    const refusal = await notAReferral(tx, referrer, userId);
    if (refusal) return { entrant, referral: { credited: false, message: refusal }, referrerUserId: null };
    const link = { referredEntrantId: entrant.id, referrerEntrantId: referrer.id };
    await insertReferral(tx, { ...link, giveawayId: g.id });
    const settled = await settleReferral(tx, g, link, now);
    if (settled?.status !== 'credited') {
      return {
        entrant,
        referral: { credited: false, message: GIVEAWAY_MESSAGES.referralPending },
        referrerUserId: referrer.userId,
      };
    }
    return {
      entrant: { ...entrant, referredBy: referrer.id },
      referral: { credited: settled.entries > 0, message: null },
      referrerUserId: referrer.userId,
    };
  });
}
