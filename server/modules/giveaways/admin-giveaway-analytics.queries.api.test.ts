import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { shiftDay } from '#domain/time/new-york.ts';
import { nyDay } from '#domain/time/ny-format.ts';
import { giveawayEntrants, giveawayEntries } from '#server/db/schema/giveaways.ts';
import { analyticsEvents } from '#server/db/schema/telemetry.ts';
import { giveawayBody } from '#server/test-support/access/giveaways-admin-probes.ts';
import { staffClient } from '#server/test-support/staff.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';

// A giveaway's analytics: entries per New York day by source, totals, the referral leaderboard, share-to-entry.
const t = useTestApp();
let admin: Awaited<ReturnType<typeof staffClient>>;
const DAY = 86_400_000;

beforeAll(async () => {
  admin = await staffClient(t, 'admin');
});

describe('giveaway analytics', () => {
  it('counts entries by day and source, ranks referrers and relates shares to referred entrants', async () => {
    const now = Date.now();
    const body = { ...giveawayBody(), active: true, startsAt: new Date(now - 3 * DAY).toISOString() };
    const g = (await admin.call('/api/admin/giveaways', { method: 'POST', body })).json!.giveaway;
    const stamp = Date.now();
    const users = ['a', 'b', 'c', 'd'].map((x) => `analytics-${stamp}-${x}`);
    for (const id of users) {
      await t.db.execute(
        sql`insert into users (id, name, email) values (${id}, ${`Person ${id.at(-1)}`}, ${`${id}@example.test`})`,
      );
    }
    const entrant = async (userId: string, at: number, referredBy: string | null = null) =>
      (
        await t.db
          .insert(giveawayEntrants)
          .values({
            giveawayId: g.id,
            userId,
            shareCode: `${userId}-s`,
            zip: '11201',
            birthDate: '1990-01-01',
            referredBy,
            enteredAt: new Date(at),
          })
          .returning()
      )[0]!.id;
    const a = await entrant(users[0]!, now - 2 * DAY);
    const b = await entrant(users[1]!, now - 2 * DAY, a);
    const c = await entrant(users[2]!, now, a);
    const d = await entrant(users[3]!, now, b);
    const entry = (
      entrantId: string,
      at: number,
      source: 'entry' | 'referral' | 'order',
      entries: number,
      referred?: string,
    ) => ({
      giveawayId: g.id,
      entrantId,
      source,
      entries,
      referredEntrantId: referred ?? null,
      createdAt: new Date(at),
    });
    await t.db
      .insert(giveawayEntries)
      .values([
        entry(a, now - 2 * DAY, 'entry', 1),
        entry(b, now - 2 * DAY, 'entry', 1),
        entry(a, now - 2 * DAY, 'referral', 3, b),
        entry(c, now, 'entry', 1),
        entry(d, now, 'entry', 1),
        entry(a, now, 'referral', 3, c),
        entry(b, now, 'referral', 3, d),
        entry(d, now, 'order', 5),
      ]);
    await t.db.execute(
      sql`update giveaway_entrants set disqualified_at = now(), disqualified_reason = 'x' where id = ${d}`,
    );
    await t.db.insert(analyticsEvents).values(
      [users[0]!, users[0]!, users[1]!, users[1]!].map((userId) => ({
        name: 'giveaway_share',
        properties: {},
        pageUrl: '/giveaway/x',
        userId,
        occurredAt: new Date(now - DAY),
        receivedAt: new Date(now - DAY),
      })),
    );

    const res = await admin.call(`/api/admin/giveaways/${g.id}/analytics`);
    expect(res.status).toBe(200);
    const r = res.json!;
    const today = nyDay(new Date(now));
    expect(r.days.map((x: { day: string }) => x.day)).toEqual([3, 2, 1, 0].map((n) => shiftDay(today, -n)));
    const twoAgo = r.days.find((x: { day: string }) => x.day === nyDay(new Date(now - 2 * DAY)));
    expect(twoAgo).toMatchObject({ entries: { entry: 2, referral: 3, order: 0 }, entrants: 2 });
    // d is disqualified: its entry and order entries leave every figure; b's referral for d stays b's.
    expect(r.totals).toMatchObject({
      entries: { entry: 3, referral: 9, order: 0, free_alternative: 0 },
      all: 12,
      entrants: 3,
      disqualified: 1,
      today: 7,
    });
    // b's only friend (d) is disqualified: b leaves the leaderboard.
    expect(r.referrers).toEqual([
      { entrantId: a, name: 'Person a', email: `${users[0]}@example.test`, friends: 2, entries: 6 },
    ]);
    expect(r.conversion).toEqual({ shares: 4, referredEntrants: 2, rate: 0.5 });
  });

  it('answers 404 for an unknown giveaway', async () => {
    const res = await admin.call('/api/admin/giveaways/00000000-0000-4000-8000-000000000000/analytics');
    expect(res.status).toBe(404);
  });
});
