import type { DoorCheckView } from '#domain/couriers/courier-responses.ts';
import { orderTopic } from '#domain/realtime.ts';
import type { IdCheck } from '#domain/id-check/schemas.ts';
import { idVerdict } from '#domain/id-check/verdict.ts';
import type { Actor } from '#server/lib/actor.ts';
import { auditOrigin } from '#server/lib/actor.ts';
import { AppError, conflict, notFound } from '#server/lib/errors.ts';
import { recordAudit } from '#server/modules/audit/audit.service.ts';
import { hourlyJob } from '#server/lib/hourly-job.ts';
import type { CouriersDeps } from './couriers.deps.ts';
import type { CourierWithEmail } from './couriers.queries.ts';
import { findDeliveryOrder } from './deliveries.queries.ts';
import { deleteSignaturesBefore, insertDoorCheck, type DoorCheckRow } from './door-checks.repo.ts';

const DAY_MS = 86_400_000;

/** What the courier app learns of a check: the verdict, never the card's fields back. */
export const toDoorCheckView = (row: DoorCheckRow): DoorCheckView => ({
  passed: row.passed,
  method: row.method,
  ofAge: row.ofAge,
  expiryValid: row.expiryValid,
  nameMatched: row.nameMatched,
  overridden: row.overrideReason !== null,
  jurisdiction: row.jurisdiction,
  at: row.checkedAt.toISOString(),
});

/**
 * The ID check at the door. The courier app sends the fields it read from the card's barcode (or the dates typed
 * from it); the server decides again (21+, unexpired, the order's recipient), records every attempt with its verdict
 * only, and refuses in words. A differing name may be overridden with a reason (audited); age and expiry never.
 */
export function createDoorChecks(deps: CouriersDeps) {
  const { db, now, bus } = deps;

  async function check(courier: CourierWithEmail, actor: Actor, orderId: string, input: IdCheck) {
    const order = await findDeliveryOrder(db, orderId);
    if (!order || order.courierUserId !== courier.userId) throw notFound('Order not found');
    if (order.status !== 'in_transit') {
      throw conflict('not_in_transit', 'Only an order out for delivery can have its ID checked');
    }
    const at = now();
    const { id } = input;
    const verdict = idVerdict(id, order.customerName, at);
    const override = verdict.refusal?.code === 'name_mismatch' ? (input.override ?? null) : null;
    const passed = verdict.ofAge && verdict.expiryValid && (verdict.nameMatched || override !== null);
    const row = await db.transaction(async (tx) => {
      const inserted = await insertDoorCheck(tx, {
        orderId,
        courierUserId: courier.userId,
        method: id.method,
        fallback: id.method === 'typed' ? id.fallback : null,
        ofAge: verdict.ofAge,
        expiryValid: verdict.expiryValid,
        nameMatched: verdict.nameMatched,
        overrideReason: override?.reason ?? null,
        passed,
        jurisdiction: id.method === 'scanned' ? id.jurisdiction : null,
        holderKey: id.method === 'scanned' ? deps.holderKey(id.jurisdiction, id.idNumber) : null,
        checkedAt: at,
      });
      if (override) {
        await recordAudit(tx, {
          ...auditOrigin(actor),
          action: 'door_check.override',
          targetType: 'order',
          targetId: orderId,
          before: null,
          after: null,
          details: { orderNumber: order.orderNumber, reason: override.reason, method: id.method },
        });
      }
      return inserted;
    });
    await bus.publish(orderTopic(orderId), { kind: 'order.door_check', orderId, at: at.toISOString() });
    if (!passed && verdict.refusal) {
      throw new AppError(422, verdict.refusal.code, verdict.refusal.message);
    }
    return { check: toDoorCheckView(row) };
  }

  /** The retention job's run: signatures of hand-overs older than the admin's period are deleted. */
  async function purgeSignatures() {
    const at = now();
    const days = await deps.signatureRetentionDays();
    return deleteSignaturesBefore(db, new Date(at.getTime() - days * DAY_MS), at);
  }

  /** Runs the retention job now, then every hour (each process; the delete is idempotent). */
  const retention = hourlyJob(purgeSignatures, (error) =>
    deps.log.warn('signature retention run failed', { error: String(error) }),
  );

  return { check, purgeSignatures, startRetention: retention.start, stopRetention: retention.stop };
}
export type DoorChecks = ReturnType<typeof createDoorChecks>;
