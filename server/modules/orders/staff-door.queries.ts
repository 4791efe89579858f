import { asc, eq, sql } from 'drizzle-orm';
import type { DoorRecord } from '#domain/admin/door-record.ts';
import type { AdminOrderDetail } from '#domain/admin/order-detail.ts';
import { ID_CHECK_METHODS } from '#domain/id-check/messages.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { couriers } from '#server/db/schema/couriers.ts';
import { deliveryProofs, doorChecks } from '#server/db/schema/door-checks.ts';
import { orders } from '#server/db/schema/orders.ts';

// Read model of an order's door record for staff: the ID checks' verdicts (couriers module's table), the proof of
// the hand-over, and how many other customers showed the same card. Reads only.

/** Other customers (an account, or a guest's e-mail) whose orders were checked on one of this order's cards. */
const sameIdCustomers = (orderId: string) => sql<number>`(
  select count(distinct coalesce(other.user_id, lower(other.email)))::int
  from ${doorChecks} mine
  join ${doorChecks} same on same.holder_key = mine.holder_key and same.order_id <> mine.order_id
  join ${orders} other on other.id = same.order_id
  join ${orders} this on this.id = mine.order_id
  where mine.order_id = ${orderId} and mine.holder_key is not null
    and coalesce(other.user_id, lower(other.email)) <> coalesce(this.user_id, lower(this.email)))`;

export async function staffDoorRecord(db: DbOrTx, orderId: string): Promise<DoorRecord> {
  const [checks, [proof], [same]] = await Promise.all([
    db
      .select({
        at: doorChecks.checkedAt,
        method: doorChecks.method,
        fallback: doorChecks.fallback,
        passed: doorChecks.passed,
        ofAge: doorChecks.ofAge,
        expiryValid: doorChecks.expiryValid,
        nameMatched: doorChecks.nameMatched,
        overrideReason: doorChecks.overrideReason,
        jurisdiction: doorChecks.jurisdiction,
        courierName: couriers.fullName,
      })
      .from(doorChecks)
      .leftJoin(couriers, eq(couriers.userId, doorChecks.courierUserId))
      .where(eq(doorChecks.orderId, orderId))
      .orderBy(asc(doorChecks.checkedAt)),
    db.select().from(deliveryProofs).where(eq(deliveryProofs.orderId, orderId)),
    db.select({ n: sameIdCustomers(orderId) }).from(sql`(select 1) one`),
  ]);
  return {
    checks: checks.map(({ overrideReason, at, ...c }) => ({
      ...c,
      at: at.toISOString(),
      override: overrideReason === null ? null : { reason: overrideReason, by: c.courierName },
    })),
    sameIdCustomers: same?.n ?? 0,
    proof: proof
      ? {
          handedOverAt: proof.handedOverAt.toISOString(),
          position:
            proof.lat !== null && proof.lng !== null
              ? { lat: proof.lat, lng: proof.lng, accuracyM: proof.accuracyM }
              : null,
          signature:
            proof.signaturePath !== null && proof.signatureWidth !== null && proof.signatureHeight !== null
              ? { width: proof.signatureWidth, height: proof.signatureHeight, path: proof.signaturePath }
              : null,
          signatureDeletedAt: proof.signatureDeletedAt?.toISOString() ?? null,
        }
      : null,
  };
}

type TimelineEntry = AdminOrderDetail['timeline'][number];

/** A door check in the order's timeline, in words: how, where, and the verdict (the override's reason included). */
function doorCheckEntry(check: DoorRecord['checks'][number]): TimelineEntry {
  const how = `${ID_CHECK_METHODS[check.method]}${check.jurisdiction ? ` (${check.jurisdiction})` : ''}`;
  const verdict = !check.ofAge
    ? 'refused, under 21'
    : !check.expiryValid
      ? 'refused, ID expired'
      : !check.nameMatched && !check.override
        ? 'refused, name does not match the recipient'
        : check.override
          ? `passed, holder confirmed by the courier: ${check.override.reason}`
          : 'passed';
  return {
    status: 'in_transit',
    actorRole: 'courier',
    actorUserId: null,
    actorName: check.courierName,
    note: `${how}: ${verdict}`,
    at: check.at,
  };
}

/** Where an entry goes among entries of the same moment: events, then door checks, then the hand-over or return. */
const rankOf = (e: TimelineEntry) => (e.status === 'delivered' || e.status === 'returned' ? 2 : 0);
const CHECK_RANK = 1;

/** The order's events with its door checks between them, in time order (a check before the hand-over it allowed). */
export function withDoorChecks(events: TimelineEntry[], door: DoorRecord): TimelineEntry[] {
  const entries = [
    ...events.map((e) => ({ e, rank: rankOf(e) })),
    ...door.checks.map((c) => ({ e: doorCheckEntry(c), rank: CHECK_RANK })),
  ];
  return entries.sort((a, b) => Date.parse(a.e.at) - Date.parse(b.e.at) || a.rank - b.rank).map(({ e }) => e);
}
