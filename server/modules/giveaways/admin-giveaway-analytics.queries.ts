import { and, eq, gte, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { daysOf } from '#domain/admin/analytics.ts';
import { nyDay } from '#domain/time/ny-format.ts';
import { COMPLIANCE } from '#domain/compliance/rules.ts';
import type { EntriesBySource, GiveawayAnalytics } from '#domain/giveaways/admin-analytics.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { profiles, users } from '#server/db/schema/auth.ts';
import { giveawayEntrants, giveawayEntries } from '#server/db/schema/giveaways.ts';
import { analyticsEvents } from '#server/db/schema/telemetry.ts';

// A giveaway's analytics, read only: entries by New York day and source (giveaway_entries by (giveaway_id,
// created_at)), entrants by day (giveaway_entrants by (giveaway_id, entered_at)), the referral leaderboard and the
// share-to-entry conversion (giveaway_share events by (name, received_at)). Disqualified entrants do not count.

// A literal, not a parameter: the grouped expression must be the same text in the select and the group by.
const TZ = sql.raw(`'${COMPLIANCE.timeZone}'`);
const MAX_DAYS = 366;
const none = (): EntriesBySource => ({ entry: 0, referral: 0, order: 0, free_alternative: 0 });

interface Span {
  id: string;
  startsAt: Date;
  endsAt: Date;
}

export async function giveawayAnalytics(db: DbOrTx, g: Span, now: Date): Promise<GiveawayAnalytics> {
  const eligible = and(eq(giveawayEntrants.giveawayId, g.id), isNull(giveawayEntrants.disqualifiedAt));
  const entryDay = sql<string>`to_char(${giveawayEntries.createdAt} at time zone ${TZ}, 'YYYY-MM-DD')`;
  const entrantDay = sql<string>`to_char(${giveawayEntrants.enteredAt} at time zone ${TZ}, 'YYYY-MM-DD')`;
  const [entryRows, entrantRows, counts, referrerRows, shares] = await Promise.all([
    db
      .select({
        day: entryDay,
        source: giveawayEntries.source,
        n: sql<number>`sum(${giveawayEntries.entries})::int`,
      })
      .from(giveawayEntries)
      .innerJoin(giveawayEntrants, eq(giveawayEntrants.id, giveawayEntries.entrantId))
      .where(and(eq(giveawayEntries.giveawayId, g.id), isNull(giveawayEntrants.disqualifiedAt)))
      .groupBy(entryDay, giveawayEntries.source),
    db
      .select({ day: entrantDay, n: sql<number>`count(*)::int` })
      .from(giveawayEntrants)
      .where(eligible)
      .groupBy(entrantDay),
    db
      .select({
        eligible: sql<number>`count(*) filter (where ${giveawayEntrants.disqualifiedAt} is null)::int`,
        disqualified: sql<number>`count(*) filter (where ${giveawayEntrants.disqualifiedAt} is not null)::int`,
        referred: sql<number>`count(*) filter (where ${giveawayEntrants.disqualifiedAt} is null
          and ${giveawayEntrants.referredBy} is not null)::int`,
      })
      .from(giveawayEntrants)
      .where(eq(giveawayEntrants.giveawayId, g.id)),
    db
      .select({ referrer: giveawayEntrants.referredBy, friends: sql<number>`count(*)::int` })
      .from(giveawayEntrants)
      .where(and(eligible, isNotNull(giveawayEntrants.referredBy)))
      .groupBy(giveawayEntrants.referredBy)
      .orderBy(sql`count(*) desc`, giveawayEntrants.referredBy)
      .limit(20),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(analyticsEvents)
      .where(
        and(
          eq(analyticsEvents.name, 'giveaway_share'),
          gte(analyticsEvents.receivedAt, g.startsAt),
          lte(analyticsEvents.receivedAt, g.endsAt < now ? g.endsAt : now),
          sql`${analyticsEvents.userId} in (select ${giveawayEntrants.userId} from ${giveawayEntrants}
            where ${giveawayEntrants.giveawayId} = ${g.id})`,
        ),
      ),
  ]);

  const byDay = new Map<string, { entries: EntriesBySource; entrants: number }>();
  const dayOf = (day: string) => {
    const found = byDay.get(day) ?? { entries: none(), entrants: 0 };
    byDay.set(day, found);
    return found;
  };
  const totals = none();
  const today = nyDay(now);
  let todayEntries = 0;
  for (const r of entryRows) {
    dayOf(r.day).entries[r.source] += r.n;
    totals[r.source] += r.n;
    if (r.day === today) todayEntries += r.n;
  }
  for (const r of entrantRows) dayOf(r.day).entrants += r.n;

  const first = nyDay(g.startsAt);
  const last = nyDay(g.endsAt < now ? g.endsAt : now);
  const span = first <= last ? daysOf({ firstDay: first, lastDay: last }).slice(-MAX_DAYS) : [];
  const days = span.map((day) => ({ day, ...(byDay.get(day) ?? { entries: none(), entrants: 0 }) }));

  const referrers = await leaderboard(
    db,
    g.id,
    referrerRows.flatMap((r) => (r.referrer ? [{ id: r.referrer, friends: r.friends }] : [])),
  );
  const count = counts[0] ?? { eligible: 0, disqualified: 0, referred: 0 };
  const shareCount = shares[0]?.n ?? 0;
  return {
    giveawayId: g.id,
    days,
    totals: {
      entries: totals,
      all: Object.values(totals).reduce((a, b) => a + b, 0),
      entrants: count.eligible,
      disqualified: count.disqualified,
      today: todayEntries,
    },
    referrers,
    conversion: {
      shares: shareCount,
      referredEntrants: count.referred,
      rate: shareCount > 0 ? count.referred / shareCount : null,
    },
  };
}

/** The referrers' names, e-mails and referral entries earned, in the leaderboard's order. */
async function leaderboard(db: DbOrTx, giveawayId: string, top: { id: string; friends: number }[]) {
  if (top.length === 0) return [];
  const ids = top.map((t) => t.id);
  const [people, earned] = await Promise.all([
    db
      .select({
        id: giveawayEntrants.id,
        name: sql<string>`coalesce(${profiles.fullName}, ${users.name})`,
        email: users.email,
      })
      .from(giveawayEntrants)
      .innerJoin(users, eq(users.id, giveawayEntrants.userId))
      .leftJoin(profiles, eq(profiles.userId, giveawayEntrants.userId))
      .where(inArray(giveawayEntrants.id, ids)),
    db
      .select({ id: giveawayEntries.entrantId, n: sql<number>`sum(${giveawayEntries.entries})::int` })
      .from(giveawayEntries)
      .where(
        and(
          eq(giveawayEntries.giveawayId, giveawayId),
          eq(giveawayEntries.source, 'referral'),
          inArray(giveawayEntries.entrantId, ids),
        ),
      )
      .groupBy(giveawayEntries.entrantId),
  ]);
  const person = new Map(people.map((p) => [p.id, p]));
  const entries = new Map(earned.map((e) => [e.id, e.n]));
  return top.map((t) => ({
    entrantId: t.id,
    name: person.get(t.id)?.name ?? '',
    email: person.get(t.id)?.email ?? '',
    friends: t.friends,
    entries: entries.get(t.id) ?? 0,
  }));
}
