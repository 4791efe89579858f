import { and, eq, like, or, sql } from 'drizzle-orm';
import { SEARCH_GROUP_LIMIT, type AdminSearchResponse } from '#domain/admin/search.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { likePrefix } from '#server/db/like.ts';
import { profiles, users } from '#server/db/schema/auth.ts';
import { products } from '#server/db/schema/catalog.ts';
import { couriers } from '#server/db/schema/couriers.ts';
import { orders } from '#server/db/schema/orders.ts';

/** The text as typed, lower-cased, as a prefix. */
const prefix = (q: string) => likePrefix(q.toLowerCase());
const digits = (q: string) => q.replace(/\D/g, '');

/**
 * Customers by one indexed lookup each, chosen by what was typed: an e-mail prefix when it has an `@`, a phone's
 * digits when it is one, otherwise a name or e-mail prefix (two range scans, merged). One `or` over several indexes
 * would let the planner prefer a sequential scan under `limit`.
 */
async function customers(db: DbOrTx, q: string) {
  const p = prefix(q);
  const phone = digits(q);
  const columns = { id: users.id, name: users.name, email: users.email };
  const byEmail = () =>
    db
      .select(columns)
      .from(users)
      .where(like(sql`lower(${users.email})`, p))
      .limit(SEARCH_GROUP_LIMIT);
  if (q.includes('@')) return byEmail();
  if (phone.length >= 7 && phone.length === q.replace(/[\s()+.-]/g, '').length) {
    return db
      .select(columns)
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(profiles.phone, phone))
      .limit(SEARCH_GROUP_LIMIT);
  }
  const [named, mailed] = await Promise.all([
    db
      .select(columns)
      .from(users)
      .where(like(sql`lower(${users.name})`, p))
      .limit(SEARCH_GROUP_LIMIT),
    byEmail(),
  ]);
  const seen = new Set<string>();
  return [...named, ...mailed].filter((u) => !seen.has(u.id) && seen.add(u.id)).slice(0, SEARCH_GROUP_LIMIT);
}

/**
 * Staff search: exact order numbers and tracking codes, prefixes of names and e-mails (lower() indexes from the
 * admin_search_indexes migration), phones by their digits; at most 5 of each.
 */
export async function adminSearch(db: DbOrTx, q: string): Promise<AdminSearchResponse> {
  const p = prefix(q);
  const phone = digits(q);
  const exact = q.trim().toUpperCase();
  const [orderRows, customerRows, courierRows, productRows] = await Promise.all([
    db
      .select({ id: orders.id, n: orders.orderNumber, name: orders.customerName, status: orders.status })
      .from(orders)
      .where(or(eq(orders.orderNumber, exact), eq(orders.trackingCode, exact)))
      .limit(SEARCH_GROUP_LIMIT),
    customers(db, q),
    db
      .select({ id: couriers.id, name: couriers.fullName, email: users.email, phone: couriers.phone })
      .from(couriers)
      .innerJoin(users, eq(users.id, couriers.userId))
      .where(
        or(
          like(sql`lower(${couriers.fullName})`, p),
          like(sql`lower(${users.email})`, p),
          phone.length >= 7 ? eq(couriers.phone, phone) : undefined,
        ),
      )
      .limit(SEARCH_GROUP_LIMIT),
    db
      .select({ id: products.id, name: products.name, slug: products.slug })
      .from(products)
      .where(and(like(sql`lower(${products.name})`, p)))
      .limit(SEARCH_GROUP_LIMIT),
  ]);
  return {
    orders: orderRows.map((o) => ({ id: o.id, title: o.n, subtitle: `${o.name} · ${o.status}` })),
    customers: customerRows.map((u) => ({ id: u.id, title: u.name, subtitle: u.email })),
    couriers: courierRows.map((c) => ({ id: c.id, title: c.name, subtitle: `${c.email} · ${c.phone}` })),
    products: productRows.map((r) => ({ id: r.id, title: r.name, subtitle: r.slug })),
  };
}
