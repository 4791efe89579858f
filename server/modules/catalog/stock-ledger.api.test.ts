import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_TOPIC, type RealtimeEvent } from '#domain/realtime.ts';
import { LEDGER_DRIFT_SQL } from '#server/faults/invariants.ts';
import { NOON } from '#server/test-support/access/world.ts';
import { placeGuestOrder, staffClients, stockedProduct } from '#server/test-support/admin-orders.ts';
import { shopMember } from '#server/test-support/shop-members.ts';
import { sqlRows } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';

const t = useTestApp({}, { now: () => NOON });
let productId: string;
let variantId: string;
beforeAll(async () => {
  ({ productId, variantId } = await stockedProduct(t));
});

const SYSTEM = { role: 'system', userId: null } as const;
const drift = async () => (await sqlRows<{ v: string }>(t.db, sql.raw(LEDGER_DRIFT_SQL))).map((r) => r.v);

describe('the stock ledger', () => {
  it('rebuilds every stock after manual and shop adjustments, checkouts, cancellations and restocked returns', async () => {
    const { admin } = await staffClients(t);
    const [shop] = await sqlRows<{ id: string }>(
      t.db,
      sql`select merchant_id as id from products where id = ${productId}`,
    );
    const owner = await shopMember(t, shop!.id, 'owner');
    const events: RealtimeEvent[] = [];
    const stop = t.services.bus.subscribe(CATALOG_TOPIC, (e) => events.push(e));

    const adjust = (body: unknown) =>
      admin.call(`/api/admin/inventory/${variantId}/adjust`, { method: 'POST', body });
    expect((await adjust({ mode: 'set', stock: 40, reason: 'count_correction' })).status).toBe(200);
    const sold = await placeGuestOrder(t, productId, {}, 3);
    const cancelled = await placeGuestOrder(t, productId, {}, 2);
    expect(events).toContainEqual(
      expect.objectContaining({ kind: 'catalog.changed', productIds: [productId] }),
    );
    await owner.call(`/api/merchant/variants/${variantId}/stock`, {
      method: 'POST',
      body: { stock: 30, reason: 'received' },
    });
    events.length = 0;
    await t.services.orders.transition(cancelled.id, 'cancelled', { role: 'admin', userId: null });
    expect(events).toContainEqual(
      expect.objectContaining({ kind: 'catalog.changed', productIds: [productId] }),
    );
    expect((await adjust({ mode: 'delta', delta: 5, reason: 'received' })).status).toBe(200);
    const returned = await placeGuestOrder(t, productId, {}, 4);
    for (const to of ['confirmed', 'preparing', 'ready', 'in_transit'] as const) {
      await t.services.orders.transition(returned.id, to, SYSTEM);
    }
    await t.services.orders.transition(returned.id, 'returned', SYSTEM, 'Nobody home', { restock: false });
    expect(await t.services.orders.restockReturned(returned.id, { role: 'merchant', userId: null })).toBe(
      true,
    );
    expect(await t.services.orders.restockReturned(returned.id, { role: 'merchant', userId: null })).toBe(
      false,
    );
    stop();

    const rows = await sqlRows<{ before: number; after: number; reason: string; order_id: string | null }>(
      t.db,
      sql`select before, after, reason, order_id from inventory_movements
           where variant_id = ${variantId} and actor_role <> 'system' order by id`,
    );
    expect(rows.map((r) => [r.reason, r.before, r.after, r.order_id])).toEqual([
      ['count_correction', rows[0]!.before, 40, null],
      ['sale', 40, 37, sold.id],
      ['sale', 37, 35, cancelled.id],
      ['received', 35, 30, null],
      ['order_cancelled', 30, 32, cancelled.id],
      ['received', 32, 37, null],
      ['sale', 37, 33, returned.id],
      ['returned', 33, 37, returned.id],
    ]);
    expect(await drift()).toEqual([]);
  });

  it('writes one sale row per line of a checkout, each with the order', async () => {
    const order = await placeGuestOrder(t, productId, {}, 2);
    const rows = await sqlRows<{ reason: string; actor_role: string; n: number }>(
      t.db,
      sql`select reason, actor_role, (before - after) as n from inventory_movements where order_id = ${order.id}`,
    );
    expect(rows).toEqual([{ reason: 'sale', actor_role: 'guest', n: 2 }]);
    expect(await drift()).toEqual([]);
  });

  it('names the variant whose stock and ledger disagree', async () => {
    await t.db.execute(sql`update product_variants set stock = stock + 1 where id = ${variantId}`);
    expect((await drift()).some((line) => line.startsWith(`${variantId}: stock`))).toBe(true);
    await t.db.execute(sql`update product_variants set stock = stock - 1 where id = ${variantId}`);
  });
});
