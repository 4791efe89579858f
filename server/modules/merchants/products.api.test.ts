import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_TOPIC, merchantTopic, type RealtimeEvent } from '#domain/realtime.ts';
import { SHOP_MESSAGES, type MerchantProductsResponse } from '#domain/merchant/shop-contracts.ts';
import { MERCHANT_MESSAGES } from '#domain/merchant/messages.ts';
import { shopPeople } from '#server/test-support/shop-members.ts';
import { client, sqlRows } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';

const t = useTestApp();
let people: Awaited<ReturnType<typeof shopPeople>>;
let list: MerchantProductsResponse;
beforeAll(async () => {
  people = await shopPeople(t);
  list = (await people.owner.call('/api/merchant/products')).json as MerchantProductsResponse;
});

const variantOf = (i: number) => list.products[i]!.variants[0]!;
const post = (c: typeof people.owner, path: string, body: unknown = {}) =>
  c.call(path, { method: 'POST', body });

describe('GET /api/merchant/products', () => {
  it("lists only the caller's shop's products, with stock, flags and read-only compliance fields", async () => {
    expect(list.products.length).toBeGreaterThan(0);
    const ids = await sqlRows<{ id: string }>(
      t.db,
      sql`select id from products where merchant_id = ${people.shopId}`,
    );
    expect(list.products.map((p) => p.id).sort()).toEqual(ids.map((r) => r.id).sort());
    const v = variantOf(0);
    expect(v.soldOut).toBe(v.stock === 0);
    expect(list.pricesEditable).toBe(false);
    const other = (await people.otherOwner.call('/api/merchant/products')).json as MerchantProductsResponse;
    expect(other.products.some((p) => ids.some((r) => r.id === p.id))).toBe(false);
  });
});

describe('stock through the ledger', () => {
  it('adjusts, 86es and brings back a variant; staff may; the ledger rebuilds every stock', async () => {
    const events: { topic: string; event: RealtimeEvent }[] = [];
    const stop = [CATALOG_TOPIC, merchantTopic(people.shopId)].map((topic) =>
      t.services.bus.subscribe(topic, (event) => events.push({ topic, event })),
    );
    const v = variantOf(0);
    const adjusted = await post(people.staff, `/api/merchant/variants/${v.id}/stock`, {
      stock: 4,
      reason: 'count_correction',
      note: 'Shelf count',
    });
    expect(adjusted.status).toBe(200);
    expect(adjusted.json!.variant).toMatchObject({ id: v.id, stock: 4, lowStock: true, soldOut: false });
    const out = await post(people.owner, `/api/merchant/variants/${v.id}/sold-out`);
    expect(out.json!.variant).toMatchObject({ stock: 0, soldOut: true });
    const back = await post(people.owner, `/api/merchant/variants/${v.id}/back-in-stock`, { stock: 12 });
    expect(back.json!.variant).toMatchObject({ stock: 12, soldOut: false, lowStock: false });
    await post(people.owner, `/api/merchant/variants/${variantOf(1).id}/stock`, {
      stock: 30,
      reason: 'received',
    });

    const moves = await sqlRows<{ before: number; after: number; reason: string; actor_role: string }>(
      t.db,
      sql`select before, after, reason, actor_role from inventory_movements where variant_id = ${v.id} and actor_role <> 'system' order by id`,
    );
    expect(moves).toEqual([
      { before: v.stock, after: 4, reason: 'count_correction', actor_role: 'staff' },
      { before: 4, after: 0, reason: 'sold_out', actor_role: 'owner' },
      { before: 0, after: 12, reason: 'back_in_stock', actor_role: 'owner' },
    ]);
    // Each moved variant's stock is the last ledger row's `after`, and every row starts where the previous ended.
    const broken = await sqlRows<{ id: string }>(
      t.db,
      sql`select v.id from product_variants v
        join lateral (select after from inventory_movements m where m.variant_id = v.id order by m.id desc limit 1) l on true
        where v.stock <> l.after
        union all
        select m.variant_id from (select variant_id, before,
          lag(after) over (partition by variant_id order by id) as prev from inventory_movements) m
        where m.prev is not null and m.prev <> m.before`,
    );
    expect(broken).toEqual([]);
    const product = (await client(t.app).call(`/api/products/${list.products[0]!.id}`)).json!.product as {
      variants: { label: string; stock: number }[];
    };
    expect(product.variants.find((x) => x.label === v.label)!.stock).toBe(12);
    expect(events).toContainEqual({
      topic: CATALOG_TOPIC,
      event: expect.objectContaining({ kind: 'catalog.changed', productIds: [list.products[0]!.id] }),
    });
    expect(events).toContainEqual({
      topic: merchantTopic(people.shopId),
      event: expect.objectContaining({ kind: 'shop.changed', what: 'stock' }),
    });
    stop.forEach((s) => s());
  });

  it("answers another shop's variant like a missing one, in the path and after a bad body", async () => {
    const v = variantOf(0);
    const bodies = { stock: { stock: 5, reason: 'received' }, 'sold-out': {}, 'back-in-stock': { stock: 5 } };
    for (const [path, body] of Object.entries(bodies)) {
      const res = await post(people.otherOwner, `/api/merchant/variants/${v.id}/${path}`, body);
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ error: { code: 'not_found', message: SHOP_MESSAGES.variantNotFound } });
    }
    const body = await post(people.otherOwner, `/api/merchant/variants/${v.id}/stock`, {
      stock: 5,
      reason: 'received',
      variantId: v.id,
      shopId: people.shopId,
    });
    expect(body.status).toBe(400);
    const missing = await post(people.owner, '/api/merchant/variants/not-a-uuid/sold-out');
    expect(missing.status).toBe(404);
    const rows = await sqlRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from inventory_movements where merchant_id = ${people.otherShopId} and actor_role <> 'system'`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('refuses a negative count and an unknown reason with the message', async () => {
    const res = await post(people.owner, `/api/merchant/variants/${variantOf(0).id}/stock`, {
      stock: -1,
      reason: 'received',
    });
    expect(res.status).toBe(400);
    expect(res.json!.error.message).toContain('Stock cannot be negative');
    const reason = await post(people.owner, `/api/merchant/variants/${variantOf(0).id}/stock`, {
      stock: 1,
      reason: 'stolen',
    });
    expect(reason.status).toBe(400);
  });
});

describe('PATCH /api/merchant/variants/:id/price', () => {
  const patch = (c: typeof people.owner, id: string, priceCents: number) =>
    c.call(`/api/merchant/variants/${id}/price`, { method: 'PATCH', body: { priceCents } });

  it('refuses staff, and the owner until the admin allows it; then audits before and after', async () => {
    const v = variantOf(0);
    const staff = await patch(people.staff, v.id, 1999);
    expect(staff.status).toBe(403);
    expect(staff.json!.error.message).toBe(MERCHANT_MESSAGES.ownerOnly);
    const locked = await patch(people.owner, v.id, 1999);
    expect(locked.status).toBe(403);
    expect(locked.json!.error.message).toBe(SHOP_MESSAGES.pricesLocked);

    await t.db.execute(sql`update merchants set prices_editable = true where id = ${people.shopId}`);
    const res = await patch(people.owner, v.id, 1999);
    expect(res.status).toBe(200);
    expect(res.json!.variant.priceCents).toBe(1999);
    const [audit] = await sqlRows<{ action: string; before: unknown; after: unknown }>(
      t.db,
      sql`select action, before, after from audit_logs where target_id = ${v.id} order by id desc limit 1`,
    );
    expect(audit).toEqual({
      action: 'merchant.variant.price',
      before: { priceCents: v.priceCents },
      after: { priceCents: 1999 },
    });
    const other = await patch(people.otherOwner, v.id, 100);
    expect(other.status).toBe(404);
  });
});
