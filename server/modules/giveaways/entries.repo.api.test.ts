import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { giveawayEntrants, giveawayEntries } from '#server/db/schema/giveaways.ts';
import { insertOrderAt, twoProducts } from '#server/test-support/analytics-rows.ts';
import { sqlRows } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';
import { creditEntry, creditOrders, lockEntrant } from './entries.repo.ts';
import { giveawayBySlug, liveGiveaway, toPublicGiveaway, uncreditedOrders } from './giveaways.queries.ts';

const t = useTestApp();

const customerId = async () =>
  (
    await sqlRows<{ id: string }>(t.db, sql`select id from users where email = 'customer@demo.nymnyc.test'`)
  )[0]!.id;

describe('the giveaway foundation', () => {
  it('seeds the live demo giveaway without ever exposing its seed', async () => {
    const live = await liveGiveaway(t.db, new Date());
    expect(live?.giveaway.slug).toBe('nyc-biggest-flower');
    const view = toPublicGiveaway(live!, new Date());
    expect(view).toMatchObject({ status: 'live', bannerText: 'WIN $4,000 FLOWER', entrants: 0 });
    expect(JSON.stringify(view)).not.toContain(live!.giveaway.seed);
    expect(view.seedHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('credits delivered orders once, under the per-person limit', async () => {
    const record = (await giveawayBySlug(t.db, 'nyc-biggest-flower'))!;
    const g = { ...record.giveaway, perPersonLimit: 8 };
    const userId = await customerId();
    const [entrant] = await t.db
      .insert(giveawayEntrants)
      .values({ giveawayId: g.id, userId, shareCode: 'test-code-1', zip: '11201', birthDate: '1990-01-01' })
      .returning();
    await t.db.transaction(async (tx) => {
      const held = await lockEntrant(tx, entrant!.id);
      expect(await creditEntry(tx, g, entrant!.id, held, { source: 'entry', entries: 1 })).toBe(1);
      expect(await creditEntry(tx, g, entrant!.id, 1, { source: 'entry', entries: 1 })).toBe(0);
    });
    const [product] = await twoProducts(t.db);
    for (const status of ['delivered', 'delivered', 'cancelled']) {
      await insertOrderAt(t.db, {
        when: new Date(),
        email: 'giveaway-orders@example.test',
        borough: 'Brooklyn',
        status,
        subtotal: 1000,
        merchantId: product!.merchant_id,
        items: [{ product: product!, quantity: 1, unitCents: 1000 }],
      });
    }
    await t.db.execute(
      sql`update orders set user_id = ${userId} where email = 'giveaway-orders@example.test'`,
    );
    const pending = await uncreditedOrders(t.db, g, { entrantId: entrant!.id });
    expect(pending).toHaveLength(2);
    // 1 held + 5 for the first order; the second is cut to the 2 left under the limit of 8.
    expect(await t.db.transaction((tx) => creditOrders(tx, g, pending))).toEqual([entrant!.id]);
    expect(await t.db.transaction((tx) => creditOrders(tx, g, pending))).toEqual([]);
    const rows = await t.db
      .select({ source: giveawayEntries.source, entries: giveawayEntries.entries })
      .from(giveawayEntries)
      .where(eq(giveawayEntries.entrantId, entrant!.id));
    expect(rows.map((r) => r.entries).toSorted()).toEqual([1, 2, 5]);
    expect(await uncreditedOrders(t.db, g)).toEqual([]);
  });
});
