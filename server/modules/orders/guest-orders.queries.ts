import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { GuestMatch, GuestOrdersOf } from '#domain/orders/guest-orders.ts';
import { guestEmailKey, guestPhoneKey } from '#domain/orders/guest-orders.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { orders } from '#server/db/schema/orders.ts';

function guestSide(db: DbOrTx, match: SQL, matchedBy: GuestMatch, limit: number) {
  return db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      totalCents: orders.totalCents,
      placedAt: orders.createdAt,
      trackingCode: orders.trackingCode,
      windowStart: orders.windowStart,
      windowEnd: orders.windowEnd,
      matchedBy: sql<GuestMatch>`${matchedBy}::text`.as('matched_by'),
    })
    .from(orders)
    .where(and(isNull(orders.userId), match))
    .orderBy(desc(orders.createdAt))
    .limit(limit);
}

/**
 * The guest orders matching `who`, newest first per side: by e-mail on the partial index orders_guest_email_idx
 * `(lower(email), created_at) where user_id is null`, by phone on orders_guest_phone_idx. Null when neither is given.
 */
export function guestOrdersQuery(db: DbOrTx, who: GuestOrdersOf, limit: number) {
  const email = guestEmailKey(who.email);
  const phone = guestPhoneKey(who.phone);
  const byEmail = email ? guestSide(db, sql`lower(${orders.email}) = ${email}`, 'email', limit) : null;
  const byPhone = phone ? guestSide(db, eq(orders.phone, phone), 'phone', limit) : null;
  if (byEmail && byPhone) return unionAll(byEmail, byPhone);
  return byEmail ?? byPhone;
}

export interface GuestOrderRow {
  id: string;
  orderNumber: string;
  status: (typeof orders.$inferSelect)['status'];
  totalCents: number;
  placedAt: Date;
  trackingCode: string;
  windowStart: Date;
  windowEnd: Date;
  matchedBy: GuestMatch;
}

/** Orders placed without an account with the same e-mail (any case, spaces trimmed) or the same phone line. */
export async function guestOrdersOf(db: DbOrTx, who: GuestOrdersOf, limit = 20): Promise<GuestOrderRow[]> {
  const query = guestOrdersQuery(db, who, limit);
  if (!query) return [];
  const rows: GuestOrderRow[] = (await query).map((r) => ({ ...r, placedAt: new Date(r.placedAt) }));
  // An order with both the e-mail and the phone comes once, as an e-mail match.
  const seen = new Set<string>();
  return rows
    .sort((a, b) => b.placedAt.getTime() - a.placedAt.getTime() || (a.matchedBy === 'email' ? -1 : 1))
    .filter((r) => (seen.has(r.id) ? false : (seen.add(r.id), true)))
    .slice(0, limit);
}
