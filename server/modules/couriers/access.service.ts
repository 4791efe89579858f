import {
  PIN_IDLE_LOCK_MINUTES,
  PIN_LOCK_MINUTES,
  PIN_MAX_FAILURES,
  pinIsCurrent,
} from '#domain/couriers/rules.ts';
import { ADMIN_COURIER_MESSAGES } from '#domain/admin/couriers-schemas.ts';
import { COURIER_MESSAGES } from '#domain/couriers/schemas.ts';
import type { CourierView } from '#domain/couriers/views.ts';
import { SESSIONS_TOPIC } from '#domain/realtime.ts';
import { AppError, forbidden, unauthorized } from '#server/lib/errors.ts';
import { recordAudit } from '#server/modules/audit/audit.service.ts';
import { hashSecret, verifySecret } from '#server/lib/secret-hash.ts';
import type { CouriersDeps } from './couriers.deps.ts';
import { toCourierView } from './couriers.dto.ts';
import {
  isUnlocked,
  lockSessions,
  recordPinFailure,
  touchUnlock,
  unlockSession,
  updateCourier,
} from './couriers.repo.ts';
import { findCourierByUser, type CourierWithEmail } from './couriers.queries.ts';

const MINUTE = 60_000;

const pinLocked = (until: Date, now: Date) => {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / MINUTE));
  return new AppError(
    429,
    'pin_locked',
    `Too many wrong PINs. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
};

/** Who the courier is, and whether this session has entered the PIN recently (checked on every courier call). */
export function createCourierAccess({
  db,
  now,
  bus,
  carryLimits,
}: Pick<CouriersDeps, 'db' | 'now' | 'bus' | 'carryLimits'>) {
  const idleSince = () => new Date(now().getTime() - PIN_IDLE_LOCK_MINUTES * MINUTE);

  /** Whether the session has entered a current PIN within the idle window; reads only, unlike `unlocked`. */
  const isSessionUnlocked = async (courier: CourierWithEmail, sessionId: string | null) =>
    sessionId !== null &&
    pinIsCurrent(courier.pinSetAt, now()) &&
    (await isUnlocked(db, sessionId, courier.id, idleSince()));

  /** Realtime re-checks what the session (or, with null, each of the courier's sessions) may follow. */
  const accessChanged = (courier: CourierWithEmail, sessionId: string | null) =>
    bus.publish(SESSIONS_TOPIC, {
      kind: 'sessions.changed',
      userId: courier.userId,
      sessionId,
      at: new Date().toISOString(),
    });

  async function courierOf(userId: string | null): Promise<CourierWithEmail> {
    if (!userId) throw unauthorized(COURIER_MESSAGES.notAuthenticated);
    const courier = await findCourierByUser(db, userId);
    if (!courier) throw forbidden(COURIER_MESSAGES.notCourier);
    return courier;
  }

  async function view(courier: CourierWithEmail, sessionId: string | null): Promise<CourierView> {
    return toCourierView(courier, await isSessionUnlocked(courier, sessionId), now(), await carryLimits());
  }

  /** For realtime: may this session act as the courier now? Following a topic does not keep it unlocked. */
  /** The couriers.id of the user when this session has the PIN entered; null otherwise. */
  async function unlockedCourierId(userId: string, sessionId: string | null): Promise<string | null> {
    const courier = await findCourierByUser(db, userId);
    return courier !== null && (await isSessionUnlocked(courier, sessionId)) ? courier.id : null;
  }

  /** The couriers.id of a courier account (an order's courier user), whatever its sessions; null when none. */
  async function courierIdOf(userId: string): Promise<string | null> {
    return (await findCourierByUser(db, userId))?.id ?? null;
  }

  async function sessionUnlocked(userId: string, sessionId: string | null): Promise<boolean> {
    return (await unlockedCourierId(userId, sessionId)) !== null;
  }

  /** The courier behind this session, with the PIN entered within the idle window; 423 otherwise. */
  async function unlocked(userId: string | null, sessionId: string | null): Promise<CourierWithEmail> {
    const courier = await courierOf(userId);
    if (courier.deactivatedAt) {
      throw new AppError(403, 'courier_deactivated', ADMIN_COURIER_MESSAGES.deactivated);
    }
    if (!pinIsCurrent(courier.pinSetAt, now())) {
      throw new AppError(423, 'pin_not_set', COURIER_MESSAGES.pinNotSet);
    }
    if (!sessionId || !(await touchUnlock(db, sessionId, courier.id, idleSince(), now()))) {
      throw new AppError(423, 'pin_required', COURIER_MESSAGES.pinLocked);
    }
    return courier;
  }

  async function me(userId: string | null, sessionId: string | null) {
    return view(await courierOf(userId), sessionId);
  }

  /** Every other session of the courier locks; this one stays unlocked. */
  async function storePin(courier: CourierWithEmail, sessionId: string, pin: string) {
    const at = now();
    const stored = await db.transaction(async (tx) => {
      const updated = await updateCourier(tx, courier.id, {
        pinHash: await hashSecret(pin),
        pinSetAt: at,
        pinLastVerifiedAt: at,
        pinFailedAttempts: 0,
        pinLockedUntil: null,
      });
      await lockSessions(tx, courier.id);
      await unlockSession(tx, sessionId, courier.id, at);
      await recordAudit(tx, {
        actorUserId: courier.userId,
        action: 'courier.pin_set',
        targetType: 'courier',
        targetId: courier.id,
      });
      return { ...updated, email: courier.email };
    });
    await accessChanged(courier, null);
    return stored;
  }

  /** First set-up, or a new PIN once the old one is older than 30 days. */
  async function setPin(userId: string | null, sessionId: string | null, pin: string) {
    const courier = await courierOf(userId);
    if (!sessionId) throw unauthorized(COURIER_MESSAGES.notAuthenticated);
    if (pinIsCurrent(courier.pinSetAt, now())) {
      throw new AppError(409, 'pin_already_set', 'Your PIN is already set. Change it from your profile.');
    }
    return view(await storePin(courier, sessionId, pin), sessionId);
  }

  /**
   * Checks a PIN; five wrong ones lock PIN entry for 15 minutes and leave an audit entry. The courier row stays
   * locked from reading the lock-out to recording the outcome, so parallel guesses are counted one after another:
   * once the fifth has failed, every later one (the right PIN too) finds the lock.
   */
  async function checkPin(courier: CourierWithEmail, pin: string) {
    const at = now();
    const outcome = await db.transaction(async (tx) => {
      const fresh = await findCourierByUser(tx, courier.userId, true);
      if (!fresh?.pinHash || !pinIsCurrent(fresh.pinSetAt, at)) return { kind: 'not_set' } as const;
      if (fresh.pinLockedUntil && fresh.pinLockedUntil > at) {
        return { kind: 'locked', until: fresh.pinLockedUntil } as const;
      }
      if (await verifySecret(fresh.pinHash, pin)) {
        await updateCourier(tx, courier.id, {
          pinFailedAttempts: 0,
          pinLockedUntil: null,
          pinLastVerifiedAt: at,
        });
        return { kind: 'ok' } as const;
      }
      // A lock-out that has run out starts a fresh count.
      if (fresh.pinLockedUntil)
        await updateCourier(tx, courier.id, { pinFailedAttempts: 0, pinLockedUntil: null });
      const lockUntil = new Date(at.getTime() + PIN_LOCK_MINUTES * MINUTE);
      const { failures } = await recordPinFailure(tx, courier.id, PIN_MAX_FAILURES, lockUntil);
      if (failures < PIN_MAX_FAILURES) return { kind: 'wrong', failures } as const;
      await recordAudit(tx, {
        actorUserId: courier.userId,
        action: 'courier.pin_locked',
        targetType: 'courier',
        targetId: courier.id,
        details: { failures, lockedUntil: lockUntil.toISOString() },
      });
      return { kind: 'locked', until: lockUntil } as const;
    });
    if (outcome.kind === 'ok') return;
    if (outcome.kind === 'not_set') throw new AppError(423, 'pin_not_set', COURIER_MESSAGES.pinNotSet);
    if (outcome.kind === 'locked') throw pinLocked(outcome.until, at);
    const left = PIN_MAX_FAILURES - outcome.failures;
    throw new AppError(
      401,
      'wrong_pin',
      `${COURIER_MESSAGES.wrongPin}. ${left} attempt${left === 1 ? '' : 's'} left.`,
    );
  }

  async function verifyPin(userId: string | null, sessionId: string | null, pin: string) {
    const courier = await courierOf(userId);
    if (!sessionId) throw unauthorized(COURIER_MESSAGES.notAuthenticated);
    await checkPin(courier, pin);
    await unlockSession(db, sessionId, courier.id, now());
    await accessChanged(courier, sessionId);
    return view(await courierOf(userId), sessionId);
  }

  async function changePin(userId: string | null, sessionId: string | null, currentPin: string, pin: string) {
    const courier = await unlocked(userId, sessionId);
    await checkPin(courier, currentPin);
    return view(await storePin(courier, sessionId!, pin), sessionId);
  }

  async function lock(userId: string | null, sessionId: string | null) {
    const courier = await courierOf(userId);
    if (sessionId) {
      await lockSessions(db, courier.id, sessionId);
      await accessChanged(courier, sessionId);
    }
    return view(courier, sessionId);
  }

  return {
    courierOf,
    unlocked,
    sessionUnlocked,
    unlockedCourierId,
    courierIdOf,
    view,
    me,
    setPin,
    verifyPin,
    changePin,
    lock,
  };
}
export type CourierAccess = ReturnType<typeof createCourierAccess>;
