import { sql, type SQL } from 'drizzle-orm';
import { COMPLIANCE } from '#domain/compliance/rules.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { merchants } from '#server/db/schema/catalog.ts';
import { orderItems, orders } from '#server/db/schema/orders.ts';

// A shop's sales report: its delivered orders by the New York day they were delivered. Every sum is made here, in
// integer cents; the shop's delivered orders of the period are read through orders_merchant_delivered_idx.

const TZ = sql.raw(`'${COMPLIANCE.timeZone}'`);
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface SalesRange {
  shopId: string;
  /** The first New York day's midnight, and the midnight after the last day. */
  from: Date;
  to: Date;
}

const delivered = ({ shopId, from, to }: SalesRange): SQL =>
  sql`o.merchant_id = ${shopId} and o.status = 'delivered' and o.delivered_at >= ${from} and o.delivered_at < ${to}`;

export interface SalesDayRow {
  /** Null on the totals row. */
  day: string | null;
  orders: string | number;
  gross: string | number;
  discount: string | number;
  excise: string | number;
  platform: string | number;
}

/**
 * One row per day with deliveries and one totals row (day null). The platform's share is the shop's commission on
 * gross minus discounts, rounded half-up per order (integer division of a non-negative amount plus half).
 */
export const salesByDaySql = (range: SalesRange): SQL => sql`
    select day::text as day, count(*)::bigint as orders, sum(gross)::bigint as gross,
           sum(discount)::bigint as discount, sum(excise)::bigint as excise, sum(platform)::bigint as platform
    from (
      select (o.delivered_at at time zone ${TZ})::date as day, o.subtotal_cents as gross,
             o.discount_cents as discount, o.excise_cents as excise,
             (m.commission_bps::bigint * greatest(o.subtotal_cents - o.discount_cents, 0) + 5000) / 10000 as platform
      from ${orders} o
      join ${merchants} m on m.id = o.merchant_id
      where ${delivered(range)}
    ) s
    group by grouping sets ((day), ())
    order by day nulls first`;

export async function salesByDay(db: DbOrTx, range: SalesRange): Promise<SalesDayRow[]> {
  return rowsOf<SalesDayRow>(await db.execute(salesByDaySql(range)));
}

export interface SalesProductRow {
  product_id: string;
  variant_id: string;
  product_name: string;
  variant_label: string;
  units: string | number;
  gross: string | number;
}

/** Units and line gross per product and variant, highest gross first (the name as on the latest line). */
export const salesByProductSql = (range: SalesRange): SQL => sql`
    select i.product_id::text as product_id, i.variant_id::text as variant_id,
           (array_agg(i.product_name order by o.delivered_at desc))[1] as product_name,
           (array_agg(i.variant_label order by o.delivered_at desc))[1] as variant_label,
           sum(i.quantity)::bigint as units, sum(i.quantity * i.unit_price_cents)::bigint as gross
    from ${orders} o
    join ${orderItems} i on i.order_id = o.id
    where ${delivered(range)}
    group by i.product_id, i.variant_id
    order by gross desc, product_name, variant_label`;

export async function salesByProduct(db: DbOrTx, range: SalesRange): Promise<SalesProductRow[]> {
  return rowsOf<SalesProductRow>(await db.execute(salesByProductSql(range)));
}

/** The shop's name and commission. */
export async function shopTerms(db: DbOrTx, shopId: string) {
  const [row] = await db
    .select({ name: merchants.name, slug: merchants.slug, commissionBps: merchants.commissionBps })
    .from(merchants)
    .where(sql`${merchants.id} = ${shopId}`)
    .limit(1);
  return row ?? null;
}
