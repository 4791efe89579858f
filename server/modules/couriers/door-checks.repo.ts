import { and, desc, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { deliveryProofs, doorChecks } from '#server/db/schema/door-checks.ts';

// Writes and reads of the door's ID checks and the hand-over proofs (owned by the couriers module).

export type DoorCheckRow = typeof doorChecks.$inferSelect;
export type DeliveryProofRow = typeof deliveryProofs.$inferSelect;

export async function insertDoorCheck(db: DbOrTx, row: typeof doorChecks.$inferInsert) {
  const [inserted] = await db.insert(doorChecks).values(row).returning();
  return inserted!;
}

/** The latest check of each order (door_checks_order_idx). */
export async function latestDoorChecks(db: DbOrTx, orderIds: readonly string[]) {
  if (orderIds.length === 0) return new Map<string, DoorCheckRow>();
  const rows = await db
    .selectDistinctOn([doorChecks.orderId])
    .from(doorChecks)
    .where(inArray(doorChecks.orderId, [...orderIds]))
    .orderBy(doorChecks.orderId, desc(doorChecks.checkedAt), desc(doorChecks.id));
  return new Map(rows.map((r) => [r.orderId, r]));
}

export function insertProof(db: DbOrTx, row: typeof deliveryProofs.$inferInsert) {
  return db.insert(deliveryProofs).values(row).onConflictDoNothing();
}

/**
 * The retention job's step: deletes the signatures of hand-overs before `before`, keeping the proof's row (time,
 * place) with when its signature went. Returns how many were deleted.
 */
export async function deleteSignaturesBefore(db: DbOrTx, before: Date, at: Date) {
  const rows = await db
    .update(deliveryProofs)
    .set({ signaturePath: null, signatureWidth: null, signatureHeight: null, signatureDeletedAt: at })
    .where(and(isNotNull(deliveryProofs.signaturePath), lt(deliveryProofs.handedOverAt, before)))
    .returning({ orderId: deliveryProofs.orderId });
  return rows.length;
}

/** Every check of one order, oldest first, and its proof: the staff order page. */
export async function doorRecordOf(db: DbOrTx, orderId: string) {
  const [checks, [proof]] = await Promise.all([
    db.select().from(doorChecks).where(eq(doorChecks.orderId, orderId)).orderBy(doorChecks.checkedAt),
    db.select().from(deliveryProofs).where(eq(deliveryProofs.orderId, orderId)),
  ]);
  return { checks, proof: proof ?? null };
}
