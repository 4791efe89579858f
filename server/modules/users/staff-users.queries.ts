import { and, desc, eq, exists, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AdminUserListQuery } from '#domain/admin/users.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { afterKey, instantKey } from '#server/db/keyset.ts';
import { likePrefix } from '#server/db/like.ts';
import { blockedDevices, profiles, sessions, userDevices, userRoles, users } from '#server/db/schema/auth.ts';
import { notificationPreferences } from '#server/db/schema/notifications.ts';
import { orders } from '#server/db/schema/orders.ts';
import { giveawayEntrants, giveawayEntries, giveaways } from '#server/db/schema/giveaways.ts';

// Read model of the staff user screens: accounts with their profile, roles and orders. Reads only.

/** Where a keyset page starts: the last row's created time (to the microsecond) and id. */
export type UserPageKey = readonly [createdKey: string, id: string];

const createdKey = instantKey(users.createdAt);
const roles = sql<string[]>`coalesce((select array_agg(${userRoles.role}::text order by ${userRoles.role})
  from ${userRoles} where ${userRoles.userId} = ${users.id}), '{}')`;
/** Per row, through orders_user_idx: never an aggregate over every order. */
const ordersCount = sql<number>`(select count(*)::int from ${orders} where ${orders.userId} = ${users.id})`;
const lifetimeSpend = sql<number>`(select coalesce(sum(${orders.totalCents}), 0)::bigint from ${orders}
  where ${orders.userId} = ${users.id} and ${orders.status} = 'delivered')`;

/**
 * The start of an e-mail (with an @), of a phone number (digits only, three or more), otherwise of a name or an
 * e-mail: each through its prefix index (users_name_prefix_idx, users_email_prefix_idx, profiles_phone_prefix_idx).
 */
export function userSearchCondition(q: string): SQL {
  const text = likePrefix(q.toLowerCase());
  if (q.includes('@')) return sql`lower(${users.email}) like ${text}`;
  const digits = q.replace(/\D/g, '');
  if (/^[\d\s()+.-]+$/.test(q) && digits.length >= 3) {
    const phone = `${digits.length > 10 ? digits.slice(-10) : digits}%`;
    return inArray(
      users.id,
      sql`(select ${profiles.userId} from ${profiles} where ${profiles.phone} like ${phone})`,
    );
  }
  return or(sql`lower(${users.name}) like ${text}`, sql`lower(${users.email}) like ${text}`)!;
}

/** One keyset page of users, newest first (users_created_idx), with orders count and lifetime spend per row. */
export async function staffUserPage(db: DbOrTx, f: AdminUserListQuery, after: UserPageKey | null) {
  const where: SQL[] = [];
  if (f.q) where.push(userSearchCondition(f.q));
  if (f.blocked === 'yes') where.push(isNotNull(users.blockedAt));
  if (f.blocked === 'no') where.push(isNull(users.blockedAt));
  if (f.role) {
    where.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(userRoles)
          .where(and(eq(userRoles.userId, users.id), eq(userRoles.role, f.role))),
      ),
    );
  }
  if (after) where.push(afterKey([users.createdAt, users.id], after, 'desc'));
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: profiles.phone,
      roles,
      createdAt: users.createdAt,
      createdKey,
      blockedAt: users.blockedAt,
      ordersCount,
      lifetimeSpendCents: lifetimeSpend,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(and(...where))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(f.limit + 1);
}

export async function staffUserProfile(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      phone: profiles.phone,
      fullName: profiles.fullName,
      roles,
      createdAt: users.createdAt,
      blockedAt: users.blockedAt,
      blockedReason: users.blockedReason,
      ordersCount,
      lifetimeSpendCents: lifetimeSpend,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** The user's latest orders (orders_user_idx). */
export function staffUserOrders(db: DbOrTx, userId: string, limit = 20) {
  return db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      totalCents: orders.totalCents,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt))
    .limit(limit);
}

export async function staffUserPreferences(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      smsEnabled: notificationPreferences.smsEnabled,
      smsAllUpdates: notificationPreferences.smsAllUpdates,
      smsCriticalOnly: notificationPreferences.smsCriticalOnly,
      pushEnabled: notificationPreferences.pushEnabled,
      pushAllUpdates: notificationPreferences.pushAllUpdates,
      pushCriticalOnly: notificationPreferences.pushCriticalOnly,
      emailEnabled: notificationPreferences.emailEnabled,
      emailAllUpdates: notificationPreferences.emailAllUpdates,
      emailConfirmationOnly: notificationPreferences.emailConfirmationOnly,
      updatedAt: notificationPreferences.updatedAt,
    })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId))
    .limit(1);
  return row ?? null;
}

/** Devices seen on the account, latest first, with their block state and how many other accounts used them. */
export function staffUserDevices(db: DbOrTx, userId: string) {
  return db
    .select({
      deviceId: userDevices.deviceId,
      deviceType: userDevices.deviceType,
      browser: userDevices.browser,
      os: userDevices.os,
      screen: userDevices.screen,
      timeZone: userDevices.timeZone,
      language: userDevices.language,
      firstSeenAt: userDevices.firstSeenAt,
      lastSeenAt: userDevices.lastSeenAt,
      timesSeen: userDevices.timesSeen,
      lastIp: userDevices.lastIp,
      blocked: sql<boolean>`${blockedDevices.deviceId} is not null`,
      otherAccounts: sql<number>`(select count(*)::int from ${userDevices} other
        where other.device_id = ${userDevices.deviceId} and other.user_id <> ${userDevices.userId})`,
    })
    .from(userDevices)
    .leftJoin(blockedDevices, eq(blockedDevices.deviceId, userDevices.deviceId))
    .where(eq(userDevices.userId, userId))
    .orderBy(desc(userDevices.lastSeenAt))
    .limit(50);
}

/** Live sessions, without their tokens. */
export function staffUserSessions(db: DbOrTx, userId: string) {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.updatedAt,
      expiresAt: sessions.expiresAt,
      ip: sessions.ipAddress,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), sql`${sessions.expiresAt} > now()`))
    .orderBy(desc(sessions.updatedAt))
    .limit(50);
}

/** The giveaways the user entered, newest first, with the entries each holds (the user screen's giveaway card). */
export function staffUserGiveawayEntries(db: DbOrTx, userId: string) {
  return db
    .select({
      id: giveawayEntrants.id,
      giveawayId: giveaways.id,
      giveaway: giveaways.title,
      enteredAt: giveawayEntrants.enteredAt,
      entries: sql<number>`(select coalesce(sum(x.entries), 0)::int from ${giveawayEntries} x
        where x.entrant_id = ${giveawayEntrants.id})`,
      disqualifiedAt: giveawayEntrants.disqualifiedAt,
    })
    .from(giveawayEntrants)
    .innerJoin(giveaways, eq(giveaways.id, giveawayEntrants.giveawayId))
    .where(eq(giveawayEntrants.userId, userId))
    .orderBy(desc(giveawayEntrants.enteredAt))
    .limit(50);
}
