import {
  DEVICE_RESTRICTED_MESSAGE,
  DeviceIdSchema,
  type TrackAccess,
  type TrackAccessResponse,
} from '#domain/account/track-access.ts';
import { SESSIONS_TOPIC } from '#domain/realtime.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { AppError } from '#server/lib/errors.ts';
import type { EventBus } from '#server/realtime/bus.ts';
import { deviceCounts, isDeviceBlocked, recordDevice } from './devices.repo.ts';
import { deleteSession, isBlocked } from './users.repo.ts';

export interface DevicesDeps {
  db: Db;
  bus: Pick<EventBus, 'publish'>;
}

/** The refusal of a sign-in or a checkout on a device staff blocked. */
export const deviceRestricted = () => new AppError(403, 'device_restricted', DEVICE_RESTRICTED_MESSAGE);

/** Device tracking (spec §7 track-access): which browsers an account is used on, and devices staff blocked. */
export function createDevices({ db, bus }: DevicesDeps) {
  /**
   * Records the signed-in caller's device and answers whether access is restricted: the account is blocked, or the
   * device is. On a blocked device this session ends, so the app signs out as it says.
   */
  async function track(
    who: { userId: string; sessionId: string | null },
    device: TrackAccess,
    ip: string | null,
  ): Promise<TrackAccessResponse> {
    const blocked = await db.transaction(async (tx) => {
      await recordDevice(tx, who.userId, device, ip);
      if (await isBlocked(tx, who.userId)) return true;
      if (!(await isDeviceBlocked(tx, device.deviceId))) return false;
      if (who.sessionId) await deleteSession(tx, who.sessionId);
      return true;
    });
    if (blocked && who.sessionId) {
      const at = new Date().toISOString();
      await bus.publish(SESSIONS_TOPIC, {
        kind: 'sessions.ended',
        userId: who.userId,
        sessionId: who.sessionId,
        at,
      });
    }
    return { blocked };
  }

  /**
   * Refuses a sign-in or a checkout from a blocked device (the `x-device-id` header); no header, no check. Answers
   * the device id it checked, or null.
   */
  async function assertAllowed(header: string | undefined | null): Promise<string | null> {
    const parsed = DeviceIdSchema.safeParse(header ?? '');
    if (!parsed.success) return null;
    if (await isDeviceBlocked(db, parsed.data)) throw deviceRestricted();
    return parsed.data;
  }

  /** The device signals of the risk score, read in the checkout's transaction. */
  async function signals(tx: DbOrTx, userId: string | null, deviceId: string | null) {
    if (!userId && !deviceId) return { devicesOnAccount: 0, accountsOnDevice: 0 };
    return deviceCounts(tx, userId, deviceId);
  }

  return { track, assertAllowed, signals };
}

export type Devices = ReturnType<typeof createDevices>;
