import {
  USER_ACTION_MESSAGES as M,
  type AdminUserDetail,
  type AdminUserListQuery,
  type AdminUserPage,
} from '#domain/admin/users.ts';
import { AuditLogQuerySchema } from '#domain/admin/audit-log.ts';
import { SESSIONS_TOPIC } from '#domain/realtime.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { INSTANT, pageOf, readCursor, text } from '#server/db/keyset.ts';
import { auditOrigin, type Actor } from '#server/lib/actor.ts';
import { AppError, conflict, forbidden, notFound } from '#server/lib/errors.ts';
import { auditLog, recordAudit } from '#server/modules/audit/audit.service.ts';
import type { OrdersService } from '#server/modules/orders/orders.service.ts';
import type { EventBus } from '#server/realtime/bus.ts';
import { deleteBlockedDevice, hasDevice, insertBlockedDevice, isDeviceBlocked } from './devices.repo.ts';
import { addRole, clearBlocked, countSessions, lockUserState, removeRole } from './staff-users.repo.ts';
import * as read from './staff-users.queries.ts';
import { userChanged } from './user-events.ts';
import { deleteSessionsOf, listSavedAddresses } from './users.repo.ts';

export interface StaffUsersDeps {
  db: Db;
  bus: Pick<EventBus, 'publish'>;
  block(userId: string, reason: string, actor: Actor): Promise<unknown>;
  guestOrders: GuestOrdersLookup;
}

/** The orders module's guest-order look-up (its published staff surface). */
export type GuestOrdersLookup = OrdersService['staff']['guestOrders'];

/** How many orders the user page lists (the account's own, and as many guest checkouts). */
const USER_PAGE_ORDERS = 20;

const iso = (d: Date) => d.toISOString();
const USER_ID = text(/^[\w-]{1,100}$/);

/** The staff user screens: the list, one user in full, and the admin's actions on an account. */
export function createStaffUsers(deps: StaffUsersDeps) {
  const { db, bus } = deps;

  async function list(q: AdminUserListQuery): Promise<AdminUserPage> {
    const after = q.cursor ? readCursor(q.cursor, [INSTANT, USER_ID]) : null;
    const found = await read.staffUserPage(db, q, after);
    const { rows, nextCursor } = pageOf(found, q.limit, (last) => [last.createdKey, last.id]);
    return {
      rows: rows.map((r) => ({
        id: r.id,
        name: r.name,
        email: r.email,
        phone: r.phone,
        roles: r.roles as AdminUserPage['rows'][number]['roles'],
        joinedAt: iso(r.createdAt),
        ordersCount: Number(r.ordersCount),
        lifetimeSpendCents: Number(r.lifetimeSpendCents),
        blockedAt: r.blockedAt ? iso(r.blockedAt) : null,
      })),
      nextCursor,
    };
  }

  async function detail(userId: string, tx: DbOrTx = db): Promise<AdminUserDetail> {
    const profile = await read.staffUserProfile(tx, userId);
    if (!profile) throw notFound(M.notFound);
    const guest = await deps.guestOrders(
      { email: profile.email, phone: profile.phone },
      USER_PAGE_ORDERS,
      tx,
    );
    const [addresses, orders, preferences, devices, sessions, giveaways, audit] = await Promise.all([
      listSavedAddresses(tx, userId),
      read.staffUserOrders(tx, userId, USER_PAGE_ORDERS),
      read.staffUserPreferences(tx, userId),
      read.staffUserDevices(tx, userId),
      read.staffUserSessions(tx, userId),
      read.staffUserGiveawayEntries(tx, userId),
      auditLog(tx, AuditLogQuerySchema.parse({ targetType: 'user', targetId: userId, limit: 50 })),
    ]);
    return {
      user: {
        id: profile.id,
        name: profile.fullName ?? profile.name,
        email: profile.email,
        emailVerified: profile.emailVerified,
        phone: profile.phone,
        roles: profile.roles as AdminUserDetail['user']['roles'],
        joinedAt: iso(profile.createdAt),
        blockedAt: profile.blockedAt ? iso(profile.blockedAt) : null,
        blockedReason: profile.blockedReason,
        ordersCount: Number(profile.ordersCount),
        lifetimeSpendCents: Number(profile.lifetimeSpendCents),
      },
      addresses,
      orders: [
        ...orders.map((o) => ({ ...o, createdAt: iso(o.createdAt), guest: null })),
        ...guest.map((o) => ({
          id: o.id,
          orderNumber: o.orderNumber,
          status: o.status,
          totalCents: o.totalCents,
          createdAt: iso(o.placedAt),
          guest: o.matchedBy,
        })),
      ].sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
      notificationPreferences: preferences ? { ...preferences, updatedAt: iso(preferences.updatedAt) } : null,
      devices: devices.map((d) => ({
        ...d,
        firstSeenAt: iso(d.firstSeenAt),
        lastSeenAt: iso(d.lastSeenAt),
        otherAccounts: Number(d.otherAccounts),
      })),
      sessions: sessions.map((s) => ({
        ...s,
        createdAt: iso(s.createdAt),
        lastSeenAt: iso(s.lastSeenAt),
        expiresAt: iso(s.expiresAt),
      })),
      giveawayEntries: giveaways.map(({ disqualifiedAt, ...g }) => ({
        ...g,
        enteredAt: iso(g.enteredAt),
        disqualified: disqualifiedAt !== null,
      })),
      audit: audit.rows,
    };
  }

  /** Runs one audited change on a locked user, then tells staff screens and answers the user in full. */
  async function change(
    userId: string,
    run: (tx: DbOrTx, state: NonNullable<Awaited<ReturnType<typeof lockUserState>>>) => Promise<void>,
  ) {
    await db.transaction(async (tx) => {
      const state = await lockUserState(tx, userId);
      if (!state) throw notFound(M.notFound);
      await run(tx, state);
    });
    await userChanged(bus, userId);
    return detail(userId);
  }

  async function block(userId: string, reason: string, actor: Actor) {
    if (userId === actor.userId) throw forbidden(M.blockSelf);
    await deps.block(userId, reason, actor).catch((error: unknown) => {
      throw error instanceof AppError && error.status === 404 ? notFound(M.notFound) : error;
    });
    return detail(userId);
  }

  const unblock = (userId: string, actor: Actor) =>
    change(userId, async (tx, state) => {
      if (!state.blockedAt) throw conflict('not_blocked', M.notBlocked);
      await clearBlocked(tx, userId);
      await recordAudit(tx, {
        ...auditOrigin(actor),
        action: 'user.unblocked',
        targetType: 'user',
        targetId: userId,
        before: { blockedAt: iso(state.blockedAt), blockedReason: state.blockedReason },
        after: { blockedAt: null, blockedReason: null },
      });
    });

  /** Grants or removes the support role; never on the caller's own account. Live sockets re-check their topics. */
  async function setSupport(userId: string, grant: boolean, actor: Actor) {
    if (userId === actor.userId) throw forbidden(M.ownRoles);
    const answer = await change(userId, async (tx, state) => {
      const held = state.roles.includes('support');
      if (grant && held) throw conflict('role_held', M.roleHeld);
      if (!grant && !held) throw conflict('role_not_held', M.roleNotHeld);
      await (grant ? addRole : removeRole)(tx, userId, 'support');
      const after = grant ? [...state.roles, 'support'] : state.roles.filter((r) => r !== 'support');
      await recordAudit(tx, {
        ...auditOrigin(actor),
        action: grant ? 'user.role.granted' : 'user.role.removed',
        targetType: 'user',
        targetId: userId,
        before: { roles: [...state.roles].sort() },
        after: { roles: after.sort() },
        details: { role: 'support' },
      });
    });
    await bus.publish(SESSIONS_TOPIC, {
      kind: 'sessions.changed',
      userId,
      sessionId: null,
      at: new Date().toISOString(),
    });
    return answer;
  }

  async function signOutEverywhere(userId: string, actor: Actor) {
    const answer = await change(userId, async (tx) => {
      const live = await countSessions(tx, userId);
      if (live === 0) throw conflict('no_sessions', M.noSessions);
      const ended = await deleteSessionsOf(tx, userId);
      await recordAudit(tx, {
        ...auditOrigin(actor),
        action: 'user.signed_out_everywhere',
        targetType: 'user',
        targetId: userId,
        before: { sessions: live },
        after: { sessions: 0 },
        details: { sessionsEnded: ended },
      });
    });
    await bus.publish(SESSIONS_TOPIC, {
      kind: 'sessions.ended',
      userId,
      sessionId: null,
      at: iso(new Date()),
    });
    return answer;
  }

  /** Blocks or unblocks a device id seen on this account: sign-in and checkout sending it are refused. */
  const setDeviceBlocked = (userId: string, deviceId: string, blocked: boolean, actor: Actor) =>
    change(userId, async (tx) => {
      if (!(await hasDevice(tx, userId, deviceId))) throw notFound(M.deviceNotFound);
      const was = await isDeviceBlocked(tx, deviceId);
      if (blocked && was) throw conflict('device_blocked', M.deviceBlocked);
      if (!blocked && !was) throw conflict('device_not_blocked', M.deviceNotBlocked);
      if (blocked) await insertBlockedDevice(tx, deviceId, actor.userId, null);
      else await deleteBlockedDevice(tx, deviceId);
      await recordAudit(tx, {
        ...auditOrigin(actor),
        action: blocked ? 'device.blocked' : 'device.unblocked',
        targetType: 'user',
        targetId: userId,
        before: { deviceId, blocked: was },
        after: { deviceId, blocked },
        details: { deviceId },
      });
    });

  return { list, detail, block, unblock, setSupport, signOutEverywhere, setDeviceBlocked };
}

export type StaffUsers = ReturnType<typeof createStaffUsers>;
