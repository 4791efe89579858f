import { ADMIN_COURIER_MESSAGES } from '#domain/admin/couriers-schemas.ts';
import type { AdminCourierAction } from '#domain/admin/couriers-views.ts';
import { carryLimitFor, type CarryLimits, type VehicleType } from '#domain/couriers/rules.ts';
import { FLEET_TOPIC, SESSIONS_TOPIC, STAFF_COURIERS_TOPIC } from '#domain/realtime.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { auditOrigin, type Actor } from '#server/lib/actor.ts';
import { conflict, notFound } from '#server/lib/errors.ts';
import { recordAudit } from '#server/modules/audit/audit.service.ts';
import type { Published } from '#server/realtime/bus.ts';
import type { CouriersDeps } from './couriers.deps.ts';
import { lockSessions, updateCourier } from './couriers.repo.ts';
import { heldOrders, heldValueCents } from './deliveries.queries.ts';
import { findStaffCourier, type StaffCourierRow } from './staff-couriers.queries.ts';
import { closeShift } from './staff-couriers.repo.ts';
import type { StaffCouriers } from './staff-couriers.service.ts';

const heldCount = async (tx: DbOrTx, userId: string) => (await heldOrders(tx, userId)).length;

type Change = (
  tx: DbOrTx,
  courier: StaffCourierRow,
  limits: CarryLimits,
) => Promise<{ before: Record<string, unknown>; after: Record<string, unknown>; details?: object }>;

/** What an admin changes on a courier; each change is audited with before and after in its transaction. */
export function createCourierAdmin(deps: CouriersDeps, staff: StaffCouriers) {
  const { db, bus, now, accounts } = deps;

  /** Locks the courier, applies `change`, audits it and answers with the new profile; then tells who follows. */
  async function act(
    actor: Actor,
    id: string,
    action: string,
    change: Change,
    also: (userId: string, at: string) => Published[] = () => [],
  ) {
    // Read before the transaction: PGlite has one connection, and the settings read does not take the caller's tx.
    const limits = await deps.carryLimits();
    const at = now();
    const { courier, userId } = await db.transaction(async (tx) => {
      const row = await findStaffCourier(tx, id, true);
      if (!row) throw notFound(ADMIN_COURIER_MESSAGES.courierNotFound);
      const { before, after, details } = await change(tx, row, limits);
      await recordAudit(tx, {
        ...auditOrigin(actor),
        action,
        targetType: 'courier',
        targetId: id,
        before,
        after,
        details: { name: row.fullName, ...details },
      });
      return {
        courier: await staff.profile(tx, (await findStaffCourier(tx, id))!, limits),
        userId: row.userId,
      };
    });
    const stamp = at.toISOString();
    await bus.publishAll([
      { topic: STAFF_COURIERS_TOPIC, event: { kind: 'courier.changed', courierId: id, at: stamp } },
      ...also(userId, stamp),
    ]);
    return { courier } satisfies AdminCourierAction;
  }

  const setCommission = (actor: Actor, id: string, rate: number) =>
    act(actor, id, 'courier.commission_changed', async (tx, c) => {
      await updateCourier(tx, c.id, { commissionRate: rate });
      return { before: { commissionRate: c.commissionRate }, after: { commissionRate: rate } };
    });

  /** A new vehicle brings its carry limit; refused when what the courier holds would be over it. */
  const setVehicle = (actor: Actor, id: string, vehicleType: VehicleType) =>
    act(actor, id, 'courier.vehicle_changed', async (tx, c, limits) => {
      if (c.vehicleType === vehicleType) throw conflict('same_vehicle', ADMIN_COURIER_MESSAGES.sameVehicle);
      const held = await heldValueCents(tx, c.userId);
      const limit = carryLimitFor(vehicleType, limits);
      if (held > limit) throw conflict('over_carry_limit', ADMIN_COURIER_MESSAGES.overLoad);
      await updateCourier(tx, c.id, { vehicleType });
      return {
        before: { vehicleType: c.vehicleType, carryLimitCents: carryLimitFor(c.vehicleType, limits) },
        after: { vehicleType, carryLimitCents: limit },
        details: { heldCents: held },
      };
    });

  /** The PIN is cleared: every unlocked session of the courier locks and must set a new PIN. */
  const resetPin = (actor: Actor, id: string) =>
    act(
      actor,
      id,
      'courier.pin_reset',
      async (tx, c) => {
        await updateCourier(tx, c.id, {
          pinHash: null,
          pinSetAt: null,
          pinLastVerifiedAt: null,
          pinFailedAttempts: 0,
          pinLockedUntil: null,
        });
        await lockSessions(tx, c.id);
        return { before: { pinSetAt: c.pinSetAt?.toISOString() ?? null }, after: { pinSetAt: null } };
      },
      // The hub re-checks what each of the courier's sockets may follow: locked sessions lose the courier topics.
      (userId, at) => [
        { topic: SESSIONS_TOPIC, event: { kind: 'sessions.changed', userId, sessionId: null, at } },
      ],
    );

  /** Ends the courier's sessions and keeps them offline; refused while they carry orders. */
  const deactivate = (actor: Actor, id: string, reason: string) =>
    act(
      actor,
      id,
      'courier.deactivated',
      async (tx, c) => {
        if (c.deactivatedAt) throw conflict('already_deactivated', ADMIN_COURIER_MESSAGES.alreadyDeactivated);
        if ((await heldCount(tx, c.userId)) > 0) {
          throw conflict('carrying_orders', ADMIN_COURIER_MESSAGES.carrying);
        }
        const at = now();
        await updateCourier(tx, c.id, { deactivatedAt: at, isOnline: false });
        await closeShift(tx, c.id, at);
        await lockSessions(tx, c.id);
        const sessionsEnded = await accounts.endSessions(tx, c.userId);
        return {
          before: { deactivatedAt: null, isOnline: c.isOnline },
          after: { deactivatedAt: at.toISOString(), isOnline: false },
          details: { reason, sessionsEnded },
        };
      },
      (userId, at) => [
        { topic: SESSIONS_TOPIC, event: { kind: 'sessions.ended', userId, sessionId: null, at } },
        { topic: FLEET_TOPIC, event: { kind: 'fleet.shift', courierId: id, online: false, at } },
      ],
    );

  const reactivate = (actor: Actor, id: string) =>
    act(actor, id, 'courier.reactivated', async (tx, c) => {
      if (!c.deactivatedAt) throw conflict('not_deactivated', ADMIN_COURIER_MESSAGES.notDeactivated);
      await updateCourier(tx, c.id, { deactivatedAt: null });
      return { before: { deactivatedAt: c.deactivatedAt.toISOString() }, after: { deactivatedAt: null } };
    });

  return { setCommission, setVehicle, resetPin, deactivate, reactivate };
}
