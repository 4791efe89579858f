import { sql } from 'drizzle-orm';
import { nyMidnight } from '#domain/time/new-york.ts';
import type { TestApp } from './test-app.ts';

type Db = TestApp['db'];
let n = 0;

/** An instant of a New York day: `day` (YYYY-MM-DD) at `hour`:00 New York time. */
export const at = (day: string, hour = 12) => new Date(nyMidnight(day).getTime() + hour * 3_600_000);

/** The first two products of the demo catalog, with their category and shop. */
export async function twoProducts(db: Db) {
  const result = await db.execute(
    sql`select p.id, p.name, p.category, p.merchant_id, v.id as variant_id from products p
        join lateral (select id from product_variants where product_id = p.id order by id limit 1) v on true
        order by p.name limit 2`,
  );
  return (
    result as unknown as {
      rows: { id: string; name: string; category: string; merchant_id: string; variant_id: string }[];
    }
  ).rows;
}

export interface OrderAt {
  when: Date;
  email: string;
  borough: string;
  status?: string;
  subtotal: number;
  discount?: number;
  fee?: number;
  merchantId: string | null;
  items: { product: Awaited<ReturnType<typeof twoProducts>>[number]; quantity: number; unitCents: number }[];
}

/** One order with its lines written straight to the tables, placed at `when`. */
export async function insertOrderAt(db: Db, o: OrderAt) {
  n += 1;
  const key = `A${n}X${Date.now()}`;
  const when = o.when.toISOString();
  const result = await db.execute(sql`
    insert into orders (order_number, tracking_code, customer_name, email, phone, birth_date, street, zip, borough,
      residential_confirmed, is_asap, window_start, window_end, payment_method, subtotal_cents, discount_cents,
      delivery_fee_cents, excise_cents, total_cents, idempotency_scope, idempotency_key, request_hash, status,
      merchant_id, created_at)
    values (${`N${key}`}, ${key}, 'Ana Lytics', ${o.email}, '7185550100', '1990-01-01', '1 Main St', '11201',
      ${o.borough}, true, true, ${when}::timestamptz, ${when}::timestamptz + interval '1 hour', 'cash', ${o.subtotal},
      ${o.discount ?? 0}, ${o.fee ?? 0}, 0, ${o.subtotal - (o.discount ?? 0) + (o.fee ?? 0)}, 'test', ${key}, 'h',
      ${o.status ?? 'delivered'}, ${o.merchantId}, ${when}::timestamptz)
    returning id`);
  const id = (result as unknown as { rows: { id: string }[] }).rows[0]!.id;
  for (const item of o.items) {
    await db.execute(sql`
      insert into order_items (order_id, product_id, variant_id, merchant_id, product_name, image_url, variant_label,
        limit_category, net_grams, unit_price_cents, quantity)
      values (${id}, ${item.product.id}, ${item.product.variant_id}, ${item.product.merchant_id}, ${item.product.name},
        '/x.png', '1g', 'flower', 1, ${item.unitCents}, ${item.quantity})`);
  }
}

/** One analytics event received at `when`. */
export async function insertEvent(
  db: Db,
  when: Date,
  name: string,
  properties: Record<string, unknown>,
  userId: string | null = null,
) {
  await db.execute(sql`
    insert into analytics_events (name, properties, page_url, user_id, occurred_at, received_at)
    values (${name}, ${JSON.stringify(properties)}::jsonb, '/', ${userId}, ${when.toISOString()}::timestamptz,
      ${when.toISOString()}::timestamptz)`);
}

/** One client error received at `when`. */
export async function insertClientError(db: Db, when: Date, message: string) {
  await db.execute(sql`
    insert into client_errors (type, message, url, occurred_at, received_at)
    values ('error', ${message}, '/', ${when.toISOString()}::timestamptz, ${when.toISOString()}::timestamptz)`);
}
