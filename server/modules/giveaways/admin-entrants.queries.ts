import { and, desc, eq, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminEntrantRow, EntrantListQuery } from '#domain/giveaways/admin-entrants.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { afterKey, instantKey } from '#server/db/keyset.ts';
import { likePrefix } from '#server/db/like.ts';
import { profiles, users } from '#server/db/schema/auth.ts';
import {
  giveawayEntrants,
  giveawayEntries,
  giveawayReferrals,
  giveaways,
} from '#server/db/schema/giveaways.ts';

// The entrants table of the giveaway admin: entrants across giveaways with the person (users, profiles: read only),
// their entries by source, their referrals and a disqualification. Newest first, keyset pages on (entered_at, id).

/** Where a keyset page starts: the last row's entered_at with its microseconds, as text, and id. */
export type EntrantPageKey = readonly [enteredKey: string, id: string];

const referrer = alias(giveawayEntrants, 'referrer');
const referrerUser = alias(users, 'referrer_user');
const referrerProfile = alias(profiles, 'referrer_profile');
const disqualifier = alias(users, 'disqualifier');
const referralDecider = alias(users, 'referral_decider');

const enteredKey = instantKey(giveawayEntrants.enteredAt);

function filters(query: Omit<EntrantListQuery, 'cursor'>, after: EntrantPageKey | null, onlyId?: string) {
  const q = query.q && likePrefix(query.q.toLowerCase());
  return and(
    onlyId ? eq(giveawayEntrants.id, onlyId) : undefined,
    query.giveawayId ? eq(giveawayEntrants.giveawayId, query.giveawayId) : undefined,
    query.status === 'eligible' ? isNull(giveawayEntrants.disqualifiedAt) : undefined,
    query.status === 'disqualified' ? isNotNull(giveawayEntrants.disqualifiedAt) : undefined,
    query.status === 'referral_held' ? eq(giveawayReferrals.status, 'held') : undefined,
    q
      ? or(
          sql`lower(${users.email}) like ${q}`,
          sql`lower(${users.name}) like ${q}`,
          ilike(profiles.fullName, q),
        )
      : undefined,
    after ? afterKey([giveawayEntrants.enteredAt, giveawayEntrants.id], after, 'desc') : undefined,
  );
}

/** One page (`limit` + 1 rows, to know whether another follows) of entrants matching the filters. */
export async function entrantPage(
  db: DbOrTx,
  query: Omit<EntrantListQuery, 'cursor'>,
  after: EntrantPageKey | null,
  limit: number,
  onlyId?: string,
): Promise<(AdminEntrantRow & { key: EntrantPageKey })[]> {
  const rows = await db
    .select({
      id: giveawayEntrants.id,
      key: enteredKey,
      giveawayId: giveawayEntrants.giveawayId,
      giveawayTitle: giveaways.title,
      userId: giveawayEntrants.userId,
      name: sql<string>`coalesce(${profiles.fullName}, ${users.name})`,
      email: users.email,
      enteredAt: giveawayEntrants.enteredAt,
      deviceId: giveawayEntrants.deviceId,
      referrerId: referrer.id,
      referrerName: sql<string | null>`coalesce(${referrerProfile.fullName}, ${referrerUser.name})`,
      referrerEmail: referrerUser.email,
      disqualifiedAt: giveawayEntrants.disqualifiedAt,
      disqualifiedReason: giveawayEntrants.disqualifiedReason,
      disqualifiedByName: disqualifier.name,
      referralStatus: giveawayReferrals.status,
      referralReason: giveawayReferrals.reason,
      referralDecidedByName: referralDecider.name,
    })
    .from(giveawayEntrants)
    .innerJoin(giveaways, eq(giveaways.id, giveawayEntrants.giveawayId))
    .innerJoin(users, eq(users.id, giveawayEntrants.userId))
    .leftJoin(profiles, eq(profiles.userId, giveawayEntrants.userId))
    .leftJoin(giveawayReferrals, eq(giveawayReferrals.referredEntrantId, giveawayEntrants.id))
    .leftJoin(referralDecider, eq(referralDecider.id, giveawayReferrals.decidedBy))
    // Through the referral row, so a referral not credited still names its referrer.
    .leftJoin(
      referrer,
      eq(referrer.id, sql`coalesce(${giveawayReferrals.referrerEntrantId}, ${giveawayEntrants.referredBy})`),
    )
    .leftJoin(referrerUser, eq(referrerUser.id, referrer.userId))
    .leftJoin(referrerProfile, eq(referrerProfile.userId, referrer.userId))
    .leftJoin(disqualifier, eq(disqualifier.id, giveawayEntrants.disqualifiedBy))
    .where(filters(query, after, onlyId))
    .orderBy(desc(giveawayEntrants.enteredAt), desc(giveawayEntrants.id))
    .limit(limit + 1);
  const ids = rows.map((r) => r.id);
  const entries = new Map<string, AdminEntrantRow['entries']>();
  const referrals = new Map<string, number>();
  if (ids.length > 0) {
    const bySource = await db
      .select({
        entrantId: giveawayEntries.entrantId,
        source: giveawayEntries.source,
        n: sql<number>`sum(${giveawayEntries.entries})::int`,
      })
      .from(giveawayEntries)
      .where(inArray(giveawayEntries.entrantId, ids))
      .groupBy(giveawayEntries.entrantId, giveawayEntries.source);
    for (const r of bySource) {
      const e = entries.get(r.entrantId) ?? {
        entry: 0,
        referral: 0,
        order: 0,
        free_alternative: 0,
        total: 0,
      };
      e[r.source] += r.n;
      e.total += r.n;
      entries.set(r.entrantId, e);
    }
    const made = await db
      .select({ referrer: giveawayEntrants.referredBy, n: sql<number>`count(*)::int` })
      .from(giveawayEntrants)
      .where(inArray(giveawayEntrants.referredBy, ids))
      .groupBy(giveawayEntrants.referredBy);
    for (const r of made) if (r.referrer) referrals.set(r.referrer, r.n);
  }
  return rows.map((r) => ({
    id: r.id,
    key: [r.key, r.id] as const,
    giveawayId: r.giveawayId,
    giveawayTitle: r.giveawayTitle,
    userId: r.userId,
    name: r.name,
    email: r.email,
    entries: entries.get(r.id) ?? { entry: 0, referral: 0, order: 0, free_alternative: 0, total: 0 },
    referralsMade: referrals.get(r.id) ?? 0,
    referredBy: r.referrerId
      ? { entrantId: r.referrerId, name: r.referrerName ?? '', email: r.referrerEmail ?? '' }
      : null,
    referral: r.referralStatus
      ? {
          status: r.referralStatus,
          reason: r.referralReason,
          decidedByName: r.referralDecidedByName,
        }
      : null,
    enteredAt: r.enteredAt.toISOString(),
    deviceId: r.deviceId,
    disqualified: r.disqualifiedAt
      ? {
          at: r.disqualifiedAt.toISOString(),
          reason: r.disqualifiedReason ?? '',
          byName: r.disqualifiedByName,
        }
      : null,
  }));
}

/** One entrant as the table shows it, or null. */
export async function entrantRow(db: DbOrTx, id: string): Promise<AdminEntrantRow | null> {
  const [row] = await entrantPage(db, { q: undefined }, null, 1, id);
  if (!row) return null;
  const { key: _key, ...entrant } = row;
  return entrant;
}
