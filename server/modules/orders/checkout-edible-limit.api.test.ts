import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { edibleLimitMessage } from '#domain/compliance/limits.ts';
import { NOON } from '#server/test-support/access/world.ts';
import { staffClients } from '#server/test-support/admin-orders.ts';
import { MANHATTAN_GUEST } from '#server/test-support/guests.ts';
import { client, signedInClient, sqlRows } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';

const t = useTestApp({}, { now: () => NOON });
let productId: string;
let label: string;
beforeAll(async () => {
  const [edible] = await sqlRows<{ id: string; label: string }>(
    t.db,
    sql`select p.id, v.label from products p join product_variants v on v.product_id = p.id
         where p.status = 'active' and p.limit_category = 'edible' order by p.name limit 1`,
  );
  productId = edible!.id;
  label = edible!.label;
  // 100 mg a package and plenty on the shelf: 10 packages are exactly 1,000 mg.
  await t.db.execute(sql`update products set thc_mg_per_package = 100 where id = ${productId}`);
  await t.db.execute(sql`update product_variants set stock = 50 where product_id = ${productId}`);
  await t.db
    .execute(sql`insert into inventory_movements (variant_id, merchant_id, before, after, reason, actor_role)
    select v.id, p.merchant_id, 0, 50, 'count_correction', 'system'
      from product_variants v join products p on p.id = v.product_id where p.id = ${productId}`);
  t.services.catalog.storefront.invalidate();
});

let keys = 0;
const checkout = (quantity: number) =>
  client(t.app).call('/api/checkout', {
    method: 'POST',
    headers: { 'idempotency-key': `edible-${(keys += 1)}-${Date.now()}` },
    body: { ...MANHATTAN_GUEST, items: [{ productId, selectedWeight: label, quantity }] },
  });

describe('edible THC per order at checkout', () => {
  it('refuses 1,100 mg of edible THC with the limit’s message and takes no stock', async () => {
    const res = await checkout(11);
    expect(res.status).toBe(422);
    expect(res.json).toEqual({ error: { code: 'purchase_limit', message: edibleLimitMessage() } });
    const [row] = await sqlRows<{ stock: number }>(
      t.db,
      sql`select stock from product_variants where product_id = ${productId} and label = ${label}`,
    );
    expect(row!.stock).toBe(50);
  });

  it('allows exactly the limit', async () => {
    expect((await checkout(10)).status).toBe(201);
  });

  it('follows the admin’s setting at checkout and in the cart', async () => {
    const { admin } = await staffClients(t);
    const res = await admin.call('/api/admin/settings', {
      method: 'PUT',
      body: { edibleLimits: { mgPerServing: 10, mgPerPackage: 100, mgPerOrder: 300 } },
    });
    expect(res.status).toBe(200);
    expect(res.json!.settings.edibleLimits.mgPerOrder).toBe(300);
    const refused = await checkout(4);
    expect(refused.json!.error.message).toBe('New York allows at most 300 mg of edible THC per order');
    expect((await checkout(3)).status).toBe(201);
    const shopper = await signedInClient(t.app);
    const cart = await shopper.call('/api/cart/items', {
      method: 'POST',
      body: { productId, selectedWeight: label, quantity: 4 },
    });
    expect(cart.status).toBe(422);
    expect(cart.json!.error.message).toBe('New York allows at most 300 mg of edible THC per order');
    const tooLow = await admin.call('/api/admin/settings', {
      method: 'PUT',
      body: { edibleLimits: { mgPerServing: 10, mgPerPackage: 100, mgPerOrder: 50 } },
    });
    expect(tooLow.status).toBe(400);
    expect(JSON.stringify(tooLow.json)).toContain('An order must allow at least one full package');
  });
});
