import { sql } from 'drizzle-orm';
import { sqlRows, type TestApp } from './test-app.ts';

export interface ShopVariant {
  productId: string;
  variantId: string;
  productName: string;
  variantLabel: string;
}

/** The demo merchant's shop and another shop, each with two variants it sells. */
export async function salesShops(t: TestApp) {
  const [demo] = await sqlRows<{ id: string }>(
    t.db,
    sql`select mm.merchant_id as id from merchant_members mm join users u on u.id = mm.user_id
        where u.email = 'merchant@demo.nymnyc.test'`,
  );
  const variantsOf = (shopId: string) =>
    sqlRows<ShopVariant>(
      t.db,
      sql`select p.id as "productId", v.id as "variantId", p.name as "productName", v.label as "variantLabel"
          from products p join product_variants v on v.product_id = p.id
          where p.merchant_id = ${shopId} order by p.name, v.label limit 2`,
    );
  const [other] = await sqlRows<{ id: string }>(
    t.db,
    sql`select id from merchants where id <> ${demo!.id} and exists
          (select 1 from products p where p.merchant_id = merchants.id) order by name limit 1`,
  );
  return {
    shopId: demo!.id,
    otherShopId: other!.id,
    variants: await variantsOf(demo!.id),
    otherVariants: await variantsOf(other!.id),
  };
}

export interface SaleLine extends ShopVariant {
  unitPriceCents: number;
  quantity: number;
}

let n = 0;
/**
 * An order of `shopId` written straight to the tables with known money: delivered at `deliveredAt` (an ISO instant)
 * unless `status` says otherwise. The subtotal is the lines' sum; a delivery fee of $5 and a $3 tip are never the shop's.
 */
export async function insertSale(
  t: TestApp,
  o: { shopId: string; deliveredAt: string; discountCents?: number; exciseCents: number; status?: string },
  lines: SaleLine[],
) {
  n += 1;
  const key = `S${n}X${Date.now()}`;
  const subtotal = lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
  const discount = o.discountCents ?? 0;
  const status = o.status ?? 'delivered';
  const total = subtotal - discount + 500 + o.exciseCents;
  const [row] = await sqlRows<{ id: string }>(
    t.db,
    sql`insert into orders (order_number, tracking_code, merchant_id, customer_name, email, phone, birth_date, street,
      zip, borough, residential_confirmed, is_asap, window_start, window_end, payment_method, subtotal_cents,
      discount_cents, delivery_fee_cents, excise_cents, total_cents, tip_cents, idempotency_scope, idempotency_key,
      request_hash, status, created_at, delivered_at)
    values (${`N${key}`}, ${key}, ${o.shopId}, 'Dana Dash', 'dana@example.test', '7185550100', '1990-01-01',
      '1 Main St', '11201', 'Brooklyn', true, true, ${o.deliveredAt}::timestamptz - interval '1 hour',
      ${o.deliveredAt}::timestamptz, 'cash', ${subtotal}, ${discount}, 500, ${o.exciseCents}, ${total}, 300, 'test',
      ${key}, 'h', ${status}, ${o.deliveredAt}::timestamptz - interval '1 hour',
      ${status === 'delivered' ? o.deliveredAt : null}::timestamptz)
    returning id`,
  );
  for (const l of lines) {
    await t.db
      .execute(sql`insert into order_items (order_id, product_id, variant_id, merchant_id, product_name,
        image_url, variant_label, limit_category, net_grams, unit_price_cents, quantity)
      values (${row!.id}, ${l.productId}, ${l.variantId}, ${o.shopId}, ${l.productName}, '/x.png', ${l.variantLabel},
        'flower', 3.5, ${l.unitPriceCents}, ${l.quantity})`);
  }
  return row!.id;
}
