import pg from 'pg';

/**
 * A store that has been busy for two years, for the admin scenario only: 200,000 customers, 500 couriers and
 * 1,000,000 orders with their lines and status events, written by PostgreSQL itself (`insert … select` over
 * `generate_series`, one statement per table), on top of the demo catalog the server seeded. Deterministic: the same
 * sizes give the same rows, so runs compare.
 */
export interface AdminSeedSizes {
  customers: number;
  couriers: number;
  orders: number;
  days: number;
}

export const ADMIN_SEED: AdminSeedSizes = { customers: 200_000, couriers: 500, orders: 1_000_000, days: 730 };

const FIRST = `'{Maya,Jordan,Alex,Sam,Priya,Diego,Lena,Omar,Grace,Theo,Nina,Marcus,Sofia,Kenji,Ava,Luis,Zoe,Malik,Iris,Ben}'::text[]`;
const LAST = `'{Brooks,Lee,Garcia,Chen,Patel,Rivera,Kim,Nguyen,Cohen,Okafor,Rossi,Silva,Walsh,Singh,Park,Diaz,Murphy,Ali,Khan,Levy,Moore,Adams,Reyes,Young,Hall,Wright,Lopez,Clark,Lewis,Baker}'::text[]`;
const NAME = (g: string) => `(${FIRST})[1 + (${g}) % 20] || ' ' || (${LAST})[1 + ((${g}) / 20) % 30]`;

/** Storefront analytics events seeded per day. */
const EVENTS_PER_DAY = 4000;

/** Statements in order; each is one round trip and runs inside the database. */
export function adminSeedStatements({ customers, couriers, orders, days }: AdminSeedSizes): string[] {
  return [
    `insert into users (id, name, email, email_verified, created_at, updated_at)
     select 'bench-c-' || g, ${NAME('g')}, 'customer' || g || '@bench.test', true,
            now() - (g::float / ${customers}) * interval '${days} days', now()
     from generate_series(1, ${customers}) g`,
    `insert into profiles (user_id, full_name, phone)
     select 'bench-c-' || g, ${NAME('g')}, '718' || lpad((g % 10000000)::text, 7, '0')
     from generate_series(1, ${customers}) g`,
    `insert into user_roles (user_id, role) select 'bench-c-' || g, 'customer' from generate_series(1, ${customers}) g`,
    `insert into users (id, name, email, email_verified)
     select 'bench-r-' || g, ${NAME('g + 7')}, 'courier' || g || '@bench.test', true
     from generate_series(1, ${couriers}) g`,
    `insert into user_roles (user_id, role) select 'bench-r-' || g, 'courier' from generate_series(1, ${couriers}) g`,
    `insert into couriers (user_id, full_name, phone, vehicle_type, is_online, current_lat, current_lng,
                           location_updated_at)
     select 'bench-r-' || g, ${NAME('g + 7')}, '347' || lpad(g::text, 7, '0'),
            ('{car,bike,scooter,foot}'::vehicle_type[])[1 + g % 4], g % 10 = 0,
            40.70 + (g % 50) * 0.002, -73.99 + (g % 40) * 0.002, now() - (g % 60) * interval '1 second'
     from generate_series(1, ${couriers}) g`,
    // One order every ~63 s over two years, newest last; the last three hours' orders are still on their way.
    `insert into orders (order_number, tracking_code, user_id, merchant_id, courier_user_id, status, customer_name,
                         email, phone, birth_date, street, zip, borough, residential_confirmed, is_asap,
                         window_start, window_end, payment_method, subtotal_cents, discount_kind, coupon_code,
                         discount_cents, delivery_fee_cents, excise_cents, total_cents, idempotency_scope,
                         idempotency_key, request_hash, dropoff_lat, dropoff_lng, created_at, updated_at,
                         accepted_at, delivered_at, cancelled_at)
     select 'NYM-B' || lpad(g::text, 7, '0'),
            upper(substr(md5('t' || g), 1, 16)),
            case when g % 5 = 0 then null else 'bench-c-' || c end,
            m.ids[1 + g % array_length(m.ids, 1)],
            case when s.status in ('in_transit', 'delivered', 'returned') then 'bench-r-' || (1 + g % ${couriers}) end,
            s.status,
            ${NAME('c')},
            case when g % 5 = 0 then 'guest' || g || '@bench.test' else 'customer' || c || '@bench.test' end,
            '718' || lpad((c % 10000000)::text, 7, '0'),
            '1990-01-01', (100 + g % 900) || ' Bench Street', z.zip, z.borough, true, g % 3 = 0,
            t.created + interval '30 minutes', t.created + interval '90 minutes',
            case when g % 4 = 0 then 'debit'::payment_method else 'cash'::payment_method end,
            p.subtotal, case when g % 10 = 0 then 'coupon'::discount_kind end,
            case when g % 10 = 0 then 'WELCOME10' end,
            case when g % 10 = 0 then p.subtotal / 10 else 0 end,
            case when p.subtotal >= 10000 then 0 else 500 end,
            p.subtotal * 9 / 100,
            p.subtotal - case when g % 10 = 0 then p.subtotal / 10 else 0 end
              + case when p.subtotal >= 10000 then 0 else 500 end + p.subtotal * 9 / 100,
            'bench', 'bench-' || g, 'bench', 40.70 + (g % 90) * 0.001, -73.99 + (g % 70) * 0.001,
            t.created, t.created,
            case when s.status in ('in_transit', 'delivered', 'returned') then t.created + interval '20 minutes' end,
            case when s.status = 'delivered' then t.created + interval '40 minutes' + (g % 50) * interval '1 minute' end,
            case when s.status = 'cancelled' then t.created + interval '10 minutes' end
     from generate_series(1, ${orders}) g
     cross join (select array_agg(id order by id) as ids from merchants) m
     cross join lateral (select 1 + (g::bigint * 7919) % ${customers} as c) cu(c)
     cross join lateral (select now() - ((${orders} - g)::float / ${orders}) * interval '${days} days' as created) t
     cross join lateral (select 2500 + (g * 37) % 15000 as subtotal) p
     cross join lateral (select (array['10001','11201','11375'])[1 + g % 3] as zip,
                                (array['Manhattan','Brooklyn','Queens'])[1 + g % 3] as borough) z
     cross join lateral (select case
        when t.created > now() - interval '3 hours' then
          (array['pending','confirmed','preparing','ready','in_transit']::order_status[])[1 + g % 5]
        when g % 50 = 0 then 'cancelled'::order_status
        when g % 199 = 0 then 'returned'::order_status
        else 'delivered'::order_status end as status) s`,
    // One to three lines per order, from the demo catalog's variants.
    `insert into order_items (order_id, product_id, variant_id, merchant_id, product_name, image_url, variant_label,
                              limit_category, net_grams, unit_price_cents, quantity)
     select o.id, v.product_id, v.id, v.merchant_id, v.name, v.image_url, v.label, v.limit_category, v.net_grams,
            v.price_cents, 1 + k % 2
     from orders o
     cross join lateral generate_series(1, 1 + (hashtext(o.id::text) & 1) + (hashtext(o.id::text) >> 30 & 1)) k
     -- Products on sale only: the import bench's 10,000 drafts would make this array large, read once per row.
     cross join (select array_agg(pv.id order by pv.id) as ids
                 from product_variants pv join products pr on pr.id = pv.product_id
                 where pr.status = 'active') vs
     join lateral (select pv.id, pv.product_id, pr.merchant_id, pr.name, pr.image_url, pv.label, pr.limit_category,
                          pv.net_grams, pv.price_cents
                   from product_variants pv join products pr on pr.id = pv.product_id
                   where pv.id = vs.ids[1 + abs(hashtext(o.id::text || k)) % array_length(vs.ids, 1)]) v on true
     where o.idempotency_scope = 'bench'`,
    // Every step an order took, each by the role that takes it.
    `insert into order_events (order_id, status, actor_role, created_at)
     select o.id, f.status, f.actor, o.created_at + f.n * interval '8 minutes'
     from orders o
     cross join lateral (values (0, 'pending'::order_status, 'customer'::actor_role),
                                (1, 'confirmed', 'merchant'), (2, 'preparing', 'merchant'), (3, 'ready', 'merchant'),
                                (4, 'in_transit', 'courier'), (5, 'delivered', 'courier')) f(n, status, actor)
     where o.idempotency_scope = 'bench'
       and f.n <= case o.status when 'pending' then 0 when 'confirmed' then 1 when 'preparing' then 2
                                when 'ready' then 3 when 'in_transit' then 4 when 'returned' then 4
                                when 'delivered' then 5 else 0 end`,
    `insert into order_events (order_id, status, actor_role, note, created_at)
     select o.id, o.status, case when o.status = 'cancelled' then 'customer'::actor_role else 'courier' end,
            case when o.status = 'returned' then 'Nobody at the door' end, o.updated_at + interval '50 minutes'
     from orders o where o.idempotency_scope = 'bench' and o.status in ('cancelled', 'returned')`,
    // Couriers' incident reports: one every three hours for two years, a few still open.
    `insert into courier_incidents (courier_id, category, notes, lat, lng, position_source, status, created_at,
                                    updated_at)
     select c.id, (enum_range(null::incident_category))[1 + g % 6], 'Bench incident ' || g,
            40.65 + (g % 100) * 0.001, -73.95 - (g % 100) * 0.001, 'last_known',
            (case when g % 500 = 0 then 'open' when g % 7 = 0 then 'acknowledged' else 'resolved' end)::incident_status,
            now() - g * interval '3 hours', now() - g * interval '3 hours'
     from generate_series(1, ${Math.min(orders, 5_000)}) g join couriers c on c.user_id = 'bench-r-' || (1 + g % ${couriers})`,
    // A device for every customer (spec §3 device fields); one device in four is shared by two accounts.
    `insert into user_devices (user_id, device_id, device_type, browser, os, screen, time_zone, language,
                               first_seen_at, last_seen_at, times_seen, last_ip)
     select 'bench-c-' || g, md5('device' || (case when g % 4 = 0 then g - 1 else g end))::uuid::text,
            (array['desktop','mobile','tablet'])[1 + g % 3], (array['Chrome','Safari','Firefox'])[1 + g % 3],
            (array['macOS','iOS','Android','Windows'])[1 + g % 4], '1440x900', 'America/New_York', 'en-US',
            now() - (g % 700) * interval '1 day', now() - (g % 30) * interval '1 hour', 1 + g % 40,
            '203.0.113.' || (g % 250)
     from generate_series(1, ${customers}) g`,
    // Door ID checks: a delivered order's ID was checked just before hand-over; a returned one failed at the door.
    `update orders set id_checked_at = delivered_at - interval '1 minute'
     where idempotency_scope = 'bench' and status = 'delivered'`,
    `update orders set return_reason = (array['under_21','no_valid_id','not_recipient','no_one_home','refused'])[1 + abs(hashtext(id::text)) % 5],
                      returned_at = updated_at + interval '50 minutes'
     where idempotency_scope = 'bench' and status = 'returned'`,
    // The compliance log: refusals of every rule over the two years (one every ~20 minutes), no personal data.
    `insert into compliance_refusals (at, rule, surface, user_id)
     select now() - (g::float / 50000) * interval '${days} days', r.rule, r.surface,
            case when r.surface in ('checkout', 'courier_accept') and g % 3 > 0 then 'bench-c-' || (1 + g % ${customers}) end
     from generate_series(1, 50000) g
     cross join lateral (select (array['purchase_limit_flower','purchase_limit_concentrate','delivery_area','hours','age',
                                       'signup_age','application_age','carry_limit']::refusal_rule[])[1 + g % 8] as rule) k
     cross join lateral (select k.rule, case k.rule when 'signup_age' then 'sign_up'::refusal_surface
                                        when 'application_age' then 'courier_application'
                                        when 'carry_limit' then 'dispatch_assign' else 'checkout' end as surface) r`,
    // Risk: every order scored; one pending order in three held for review, with its reason (the risk page's queue).
    `update orders set risk_score = 60, held_at = created_at,
            risk_reasons = '[{"rule":"many_cancelled_orders","weight":60,"text":"3 cancelled orders in 90 days (at least 3)"}]'
     where idempotency_scope = 'bench' and status = 'pending' and hashtext(id::text) % 3 = 0`,
    // Each bench courier's shifts of the last 30 days (2 pm to 10 pm New York-ish), for the couriers screens.
    `insert into courier_shifts (courier_id, started_at, ended_at)
     select c.id, date_trunc('day', now()) - d * interval '1 day' + interval '19 hours',
            date_trunc('day', now()) - d * interval '1 day' + interval '27 hours'
     from couriers c cross join generate_series(1, 30) d where c.user_id like 'bench-r-%'`,
    // Storefront analytics: ~4,000 events a day (about 1,000 visitors, four events each, the funnel narrowing), a
    // third of the searches finding nothing, and ~100 client errors a day over ten messages.
    `insert into analytics_events (name, properties, page_url, user_id, occurred_at, received_at)
     select n.name,
            jsonb_build_object('visitor_id', 'bench-v-' || (g / 4) % 250000) || case when n.name = 'search' then
              jsonb_build_object('query', (array['gelato','blue dream','gummies','vape pen','og kush','rosin',
                'pre roll','sativa','cbd','sour diesel','wedding cake','live resin'])[1 + g % 12],
                'results', case when g % 3 = 0 then 0 else 1 + g % 7 end) else '{}'::jsonb end,
            '/', null, t.at, t.at
     from generate_series(1, ${days} * ${EVENTS_PER_DAY}) g
     cross join lateral (select now() - ((${days} * ${EVENTS_PER_DAY} - g)::float / (${days} * ${EVENTS_PER_DAY}))
                                * interval '${days} days' as at) t
     cross join lateral (select case when g % 100 < 50 then 'page_view' when g % 100 < 75 then 'product_view'
                                     when g % 100 < 85 then 'add_to_cart' when g % 100 < 90 then 'begin_checkout'
                                     when g % 100 < 93 then 'purchase' when g % 100 < 98 then 'search'
                                     else 'login' end as name) n`,
    `insert into client_errors (type, message, url, occurred_at, received_at)
     select 'error', (array['Failed to fetch','Load failed','NetworkError when attempting to fetch resource.',
              'ResizeObserver loop limit exceeded','Cannot read properties of undefined (reading ''id'')',
              'Minified React error #418','Map tiles failed to load','Chunk load failed','Script error.',
              'Request timed out'])[1 + (g * 7) % 10], '/', t.at, t.at
     from generate_series(1, ${days} * 100) g
     cross join lateral (select now() - ((${days} * 100 - g)::float / (${days} * 100)) * interval '${days} days' as at) t`,
    // Statistics, and the visibility map that lets the dashboard's covering index answer without the table.
    'vacuum analyze',
  ];
}

/** Seeds the admin scenario's data into an already migrated and demo-seeded database; returns seconds taken. */
export async function seedAdminScenario(
  databaseUrl: string,
  sizes: AdminSeedSizes = ADMIN_SEED,
  log: (line: string) => void = () => {},
): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = performance.now();
  try {
    await client.query('set synchronous_commit = off');
    for (const statement of adminSeedStatements(sizes)) {
      const at = performance.now();
      const result = await client.query(statement);
      const what = statement.trim().split('\n')[0]!.slice(0, 60);
      log(`${what} — ${result.rowCount ?? 0} rows in ${((performance.now() - at) / 1000).toFixed(1)} s`);
    }
  } finally {
    await client.end();
  }
  return (performance.now() - started) / 1000;
}
