import type pg from 'pg';

export interface StockSnapshot {
  /** variant id → [stock, units in order lines] */
  variants: Map<string, [number, number]>;
}

export async function stockSnapshot(db: pg.Client): Promise<StockSnapshot> {
  const { rows } = await db.query<{ id: string; stock: number; sold: number }>(
    `select v.id, v.stock,
            coalesce((select sum(i.quantity) from order_items i where i.variant_id = v.id), 0)::int as sold
       from product_variants v`,
  );
  return { variants: new Map(rows.map((r) => [r.id, [r.stock, r.sold]])) };
}

/**
 * Sets a product's `unit` variant to a stock count the way the store does: the count and its ledger row together
 * (a recount by the system), so the ledger still rebuilds the stock afterwards.
 */
export async function setUnitStock(db: pg.Client, productId: string, stock: number) {
  await db.query(
    `with v as (
       select v.id, v.stock, p.merchant_id from product_variants v join products p on p.id = v.product_id
        where v.product_id = $1 and v.label = 'unit' for update of v),
     moved as (
       insert into inventory_movements (variant_id, merchant_id, before, after, reason, note, actor_role)
       select id, merchant_id, stock, $2, 'count_correction', 'Test stock', 'system' from v)
     update product_variants set stock = $2 where id in (select id from v)`,
    [productId, stock],
  );
}

const list = async (db: pg.Client, sql: string) => (await db.query<{ v: string }>(sql)).rows.map((r) => r.v);

/**
 * The stock ledger's invariant, one line per break: every variant's stock equals its latest `inventory_movements`
 * row's `after`, and each row's `before` equals the previous row's `after` (the stock can be rebuilt from it).
 */
export const LEDGER_DRIFT_SQL = `
  with ordered as (
    select m.variant_id, m.id, m.before, m.after,
           lag(m.after) over (partition by m.variant_id order by m.id) as previous,
           row_number() over (partition by m.variant_id order by m.id desc) as newest
      from inventory_movements m)
  select v.id::text || ': stock ' || v.stock || ', ledger ' || coalesce(o.after::text, 'none') as v
    from product_variants v left join ordered o on o.variant_id = v.id and o.newest = 1
   where o.after is distinct from v.stock
  union all
  select o.variant_id::text || ': row ' || o.id || ' before ' || o.before || ', previous after ' || o.previous
    from ordered o where o.previous is not null and o.previous <> o.before`;

/**
 * What a checkout that died half-way could leave behind; every list must be empty. Stock is compared with
 * `before`: each variant lost exactly the units its new order lines hold.
 */
export async function checkoutViolations(db: pg.Client, before: StockSnapshot) {
  const after = await stockSnapshot(db);
  const stockDrift: string[] = [];
  for (const [id, [stock, sold]] of after.variants) {
    const [stockBefore, soldBefore] = before.variants.get(id) ?? [stock, sold];
    if (stockBefore - stock !== sold - soldBefore) {
      stockDrift.push(`${id}: stock ${stockBefore}→${stock}, units in lines ${soldBefore}→${sold}`);
    }
  }
  return {
    ordersWithoutLines: await list(
      db,
      `select o.order_number as v from orders o
        where not exists (select 1 from order_items i where i.order_id = o.id)`,
    ),
    ordersWithoutEvents: await list(
      db,
      `select o.order_number as v from orders o
        where not exists (select 1 from order_events e where e.order_id = o.id)`,
    ),
    stockDrift,
    ledgerDrift: await list(db, LEDGER_DRIFT_SQL),
    couponCountDrift: await list(
      db,
      `select c.code || ': times_used ' || c.times_used || ', redemptions ' || count(r.id) ||
              ', orders ' || (select count(*) from orders o where o.coupon_id = c.id) as v
         from coupons c left join coupon_redemptions r on r.coupon_id = c.id
        group by c.id
       having c.times_used <> count(r.id) or count(r.id) <> (select count(*) from orders o where o.coupon_id = c.id)`,
    ),
    redemptionsWithoutOrder: await list(
      db,
      `select r.id::text as v from coupon_redemptions r left join orders o on o.id = r.order_id
        where o.id is null or o.coupon_id is distinct from r.coupon_id`,
    ),
  };
}

export async function existingOrderNumbers(db: pg.Client, numbers: readonly string[]) {
  const { rows } = await db.query<{ order_number: string }>(
    'select order_number from orders where order_number = any($1)',
    [numbers],
  );
  return new Set(rows.map((r) => r.order_number));
}

/** Guest orders per Idempotency-Key (each guest has a scope of its own), for keys whose first answer never came. */
export async function ordersPerKey(db: pg.Client, keys: readonly string[]) {
  const { rows } = await db.query<{ key: string; n: number }>(
    `select k as key, (select count(*)::int from orders o where o.user_id is null
                                                          and o.idempotency_key = k) as n
       from unnest($1::text[]) k`,
    [keys],
  );
  return new Map(rows.map((r) => [r.key, r.n]));
}
