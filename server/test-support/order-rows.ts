import { sql } from 'drizzle-orm';
import type { TestApp } from './test-app.ts';

let n = 0;
/**
 * One order row written straight to the table, placed `ago` before now (a PostgreSQL interval) and delivered
 * `delivered` before now (a returned one came back an hour after it was placed): figures for read models (subtotal
 * $100, discount $10, fee $5, excise $11.70).
 */
export async function insertOrderRow(
  db: TestApp['db'],
  ago: string,
  status: string,
  delivered: string | null = null,
) {
  n += 1;
  const key = `T${n}X${Date.now()}`;
  await db.execute(sql`
    insert into orders (order_number, tracking_code, customer_name, email, phone, birth_date, street, zip, borough,
      residential_confirmed, is_asap, window_start, window_end, payment_method, subtotal_cents, discount_cents,
      delivery_fee_cents, excise_cents, total_cents, idempotency_scope, idempotency_key, request_hash, status,
      created_at, delivered_at, returned_at)
    values (${`N${key}`}, ${key}, 'Dana Dash', 'dana@example.test', '7185550100', '1990-01-01', '1 Main St', '11201',
      'Brooklyn', true, true, now() - ${ago}::interval, now() - ${ago}::interval + interval '1 hour', 'cash',
      10000, 1000, 500, 1170, 10670, 'test', ${key}, 'h', ${status}, now() - ${ago}::interval,
      ${delivered === null ? null : sql`now() - ${delivered}::interval`},
      ${status === 'returned' ? sql`now() - ${ago}::interval + interval '1 hour'` : null})`);
  return { orderNumber: `N${key}`, trackingCode: key };
}
