import { isOfAge } from '#domain/compliance/age.ts';
import { GIVEAWAY_MESSAGES, type EnterGiveaway } from '#domain/giveaways/schemas.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { AppError, conflict } from '#server/lib/errors.ts';
import { newShareCode } from './commitment.ts';
import { accountCreatedAt, devicesOf } from './entrants.queries.ts';
import { entrantByShareCode, insertEntrant, setReferredBy, type EntrantRow } from './entrants.repo.ts';
import { creditEntry, creditOrders, lockEntrant } from './entries.repo.ts';
import { uncreditedOrders, type GiveawayRecord } from './giveaways.queries.ts';

type Giveaway = GiveawayRecord['giveaway'];

export interface Entered {
  entrant: EntrantRow;
  referral: { credited: boolean; message: string | null } | null;
  /** The referrer's account, when their entries changed. */
  referrerUserId: string | null;
}

export const under21 = () =>
  new AppError(400, 'under_21', GIVEAWAY_MESSAGES.under21, { birthDate: GIVEAWAY_MESSAGES.under21 });

/**
 * Why a share code gives its owner no referral credit for this new entrant, or null when it counts. Self-referral
 * (NY: no gaming the odds): the caller's own code, a device the referrer used, or an account older than the
 * referrer's entry (only friends who sign up through the link count).
 */
async function referralRefusal(
  tx: DbOrTx,
  referrer: EntrantRow,
  userId: string,
  deviceId: string | null,
): Promise<string | null> {
  if (referrer.userId === userId) return GIVEAWAY_MESSAGES.ownLink;
  const theirs = new Set([...(await devicesOf(tx, referrer.userId)), referrer.deviceId].filter(Boolean));
  const mine = [...(await devicesOf(tx, userId)), deviceId].filter((d): d is string => Boolean(d));
  if (mine.some((d) => theirs.has(d))) return GIVEAWAY_MESSAGES.sameDevice;
  const created = await accountCreatedAt(tx, userId);
  if (!created || created < referrer.enteredAt) return GIVEAWAY_MESSAGES.referralTooLate;
  if (referrer.disqualifiedAt) return GIVEAWAY_MESSAGES.unknownShareCode;
  return null;
}

/**
 * Enters the caller in one transaction: the entrant row, the entry credit, the delivered orders already in the
 * giveaway's dates and, when the share code counts, the referrer's bonus. The caller checked the giveaway is live.
 */
export function enterGiveaway(
  db: Db,
  g: Giveaway,
  userId: string,
  input: EnterGiveaway,
  deviceId: string | null,
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
      deviceId,
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
    const refusal = await referralRefusal(tx, referrer, userId, deviceId);
    if (refusal) return { entrant, referral: { credited: false, message: refusal }, referrerUserId: null };
    await setReferredBy(tx, entrant.id, referrer.id);
    if (g.referralEntries <= 0)
      return { entrant, referral: { credited: false, message: null }, referrerUserId: null };
    const referrerHeld = await lockEntrant(tx, referrer.id);
    const got = await creditEntry(tx, g, referrer.id, referrerHeld, {
      source: 'referral',
      entries: g.referralEntries,
      referredEntrantId: entrant.id,
    });
    return {
      entrant: { ...entrant, referredBy: referrer.id },
      referral: { credited: got > 0, message: null },
      referrerUserId: got > 0 ? referrer.userId : null,
    };
  });
}
