import { sql } from 'drizzle-orm';
import type { Product } from '#domain/catalog.ts';
import { MANHATTAN_GUEST } from './guests.ts';
import { client, sqlRows, type TestApp } from './test-app.ts';
import { demoClient, staffClient } from './staff.ts';

type Client = ReturnType<typeof client>;

/** The demo admin, and a new account holding only the support role, both signed in. */
export async function staffClients(t: TestApp) {
  const admin = await demoClient(t, 'admin@demo.nymnyc.test');
  const support = await staffClient(t, 'support');
  return { admin, support, supportUserId: support.userId };
}

/** A product sold by the unit with plenty of stock, and its variant's id. */
export async function stockedProduct(t: TestApp) {
  const { products } = (await client(t.app).call('/api/products')).json! as { products: Product[] };
  const product = products.find((p) => p.variants.some((v) => v.label === 'unit' && v.stock >= 40))!;
  const [variant] = await sqlRows<{ id: string }>(
    t.db,
    sql`select id from product_variants where product_id = ${product.id} and label = 'unit'`,
  );
  return { productId: product.id, variantId: variant!.id };
}

export async function variantStock(t: TestApp, variantId: string) {
  const [row] = await sqlRows<{ stock: number }>(
    t.db,
    sql`select stock from product_variants where id = ${variantId}`,
  );
  return row!.stock;
}

let placed = 0;

/** A guest order of `quantity` units, as the Manhattan guest with what `overrides` change; its OrderView. */
export async function placeGuestOrder(
  t: TestApp,
  productId: string,
  overrides: Record<string, unknown> = {},
  quantity = 1,
  as: Client = client(t.app),
) {
  const res = await as.call('/api/checkout', {
    method: 'POST',
    headers: { 'idempotency-key': `admin-orders-${(placed += 1)}-${Date.now()}` },
    body: { ...MANHATTAN_GUEST, items: [{ productId, selectedWeight: 'unit', quantity }], ...overrides },
  });
  if (res.status !== 201) throw new Error(`checkout failed: ${JSON.stringify(res.json)}`);
  return res.json!.order as { id: string; orderNumber: string; trackingCode: string; status: string };
}

/** The audit rows of an order, oldest first. */
export function auditRowsOf(t: TestApp, orderId: string) {
  return sqlRows<{
    action: string;
    actor_role: string;
    actor_user_id: string;
    before: unknown;
    after: unknown;
    details: Record<string, unknown>;
    request_id: string | null;
    user_agent: string | null;
  }>(
    t.db,
    sql`select action, actor_role, actor_user_id, before, after, details, request_id, user_agent
          from audit_logs where target_type = 'order' and target_id = ${orderId} order by id`,
  );
}
