import { sql, type SQL } from 'drizzle-orm';
import { COMPLIANCE } from '#domain/compliance/rules.ts';
import { merchants, products } from '#server/db/schema/catalog.ts';
import { orderItems, orders } from '#server/db/schema/orders.ts';
import { analyticsEvents, clientErrors } from '#server/db/schema/telemetry.ts';

/**
 * The analytics read model's rows for an instant range [from, to): one row per New York day, metric and key, with a
 * count `n` and an amount `cents`. The same statement fills analytics_daily for days that can no longer change and
 * answers live for the days that still can (today and yesterday), so both always agree.
 *
 * - sales/'' · borough/<borough> · shop/<merchant id> · hour/<0–23> · customer/new|returning: orders not cancelled
 *   or returned, and their net revenue (subtotal − discount + delivery fee, as on the dashboard). An order is a new
 *   customer's when no earlier order with the same e-mail (guests included) was kept (not cancelled or returned).
 * - category/<category> · product/<product id>: units sold and line sales of those orders.
 * - funnel/<step>: distinct visitors of the day who did the step (a visitor is the web's random `visitor_id`, or the
 *   signed-in user for events sent without one).
 * - search_none/<term>: searches that found nothing. error/<message>: client errors.
 */
export interface DailyRange {
  from: Date;
  to: Date;
}

const TZ = sql.raw(`'${COMPLIANCE.timeZone}'`);
const dayOf = (column: SQL) => sql`((${column} at time zone ${TZ})::date)`;
/** Courier app events: not storefront visits. */
const NOT_VISITS = sql.raw(`('courier_online', 'courier_offline', 'order_accepted', 'delivery_completed')`);
/** The longest message or search term kept as a key. */
const KEY_CHARS = 300;

function orderRows({ from, to }: DailyRange): SQL {
  return sql`
    select day, case when grouping(borough) = 0 then 'borough' when grouping(shop) = 0 then 'shop'
                     when grouping(hour) = 0 then 'hour' when grouping(customer) = 0 then 'customer'
                     else 'sales' end as metric,
           coalesce(borough, shop, hour, customer, '') as key, count(*)::bigint as n, sum(cents)::bigint as cents
    from (
      select ${dayOf(sql`o.created_at`)} as day, o.borough::text as borough,
             coalesce(o.merchant_id::text, '') as shop,
             extract(hour from o.created_at at time zone ${TZ})::int::text as hour,
             case when exists (select 1 from ${orders} p
                               where lower(p.email) = lower(o.email) and p.created_at < o.created_at
                                 and p.status not in ('cancelled', 'returned'))
                  then 'returning' else 'new' end as customer,
             o.subtotal_cents - o.discount_cents + o.delivery_fee_cents as cents
      from ${orders} o
      where o.created_at >= ${from} and o.created_at < ${to} and o.status not in ('cancelled', 'returned')
    ) s
    group by grouping sets ((day), (day, borough), (day, shop), (day, hour), (day, customer))`;
}

function itemRows({ from, to }: DailyRange): SQL {
  return sql`
    select ${dayOf(sql`o.created_at`)} as day,
           case when grouping(p.category) = 0 then 'category' else 'product' end as metric,
           coalesce(p.category::text, i.product_id::text) as key,
           sum(i.quantity)::bigint as n, sum(i.quantity * i.unit_price_cents)::bigint as cents
    from ${orders} o
    join ${orderItems} i on i.order_id = o.id
    join ${products} p on p.id = i.product_id
    where o.created_at >= ${from} and o.created_at < ${to} and o.status not in ('cancelled', 'returned')
    group by grouping sets ((1, p.category), (1, i.product_id))`;
}

function funnelRows({ from, to }: DailyRange): SQL {
  return sql`
    select day, 'funnel' as metric, step as key, count(distinct visitor)::bigint as n, 0::bigint as cents
    from (
      select ${dayOf(sql`e.received_at`)} as day, coalesce(e.properties->>'visitor_id', 'user:' || e.user_id) as visitor,
             e.name
      from ${analyticsEvents} e
      where e.received_at >= ${from} and e.received_at < ${to} and e.name not in ${NOT_VISITS}
    ) e
    cross join lateral (values ('visitors'),
      (case e.name when 'product_view' then 'product_view' when 'add_to_cart' then 'add_to_cart'
                   when 'begin_checkout' then 'begin_checkout' when 'Checkout Started' then 'begin_checkout'
                   when 'purchase' then 'purchase' when 'Order Completed' then 'purchase' end)) s(step)
    where visitor is not null and step is not null
    group by day, step`;
}

function searchAndErrorRows({ from, to }: DailyRange): SQL {
  return sql`
    select ${dayOf(sql`received_at`)} as day, 'search_none' as metric,
           left(lower(btrim(properties->>'query')), ${KEY_CHARS}) as key, count(*)::bigint as n, 0::bigint as cents
    from ${analyticsEvents}
    where name = 'search' and received_at >= ${from} and received_at < ${to}
      and properties->>'results' = '0' and coalesce(btrim(properties->>'query'), '') <> ''
    group by 1, 3
    union all
    select ${dayOf(sql`received_at`)}, 'error', left(message, ${KEY_CHARS}), count(*)::bigint, 0::bigint
    from ${clientErrors}
    where received_at >= ${from} and received_at < ${to}
    group by 1, 3`;
}

/** Every analytics row of the range: columns day, metric, key, n, cents. */
export function dailyRows(range: DailyRange): SQL {
  return sql`${orderRows(range)} union all ${itemRows(range)} union all ${funnelRows(range)}
    union all ${searchAndErrorRows(range)}`;
}

/** The display names of shops and products by id, for the keys of the shop and product rows. */
export function namesOf(kind: 'shop' | 'product', ids: string[]): SQL {
  const table = kind === 'shop' ? merchants : products;
  return sql`select id::text as id, name from ${table} where id::text in (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}
