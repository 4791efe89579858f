import { z } from 'zod';
import { ROLES } from '../auth.ts';
import { SavedAddressSchema } from '../account/account-response.ts';
import { SavedNotificationPreferencesSchema } from '../account/preferences-response.ts';
import { DEVICE_TYPES } from '../account/track-access.ts';
import { GuestMatchSchema } from '../orders/guest-orders.ts';
import { ORDER_STATUSES } from '../orders/status.ts';
import { Instant } from '../orders/tracking-response.ts';
import { AuditLogRowSchema } from './audit-log.ts';
import { pageCursor, pageSize, searchText } from './list-query.ts';

export const ADMIN_USERS_PAGE_MAX = 100;

/** `GET /api/admin/users`: newest first, keyset pages; search by the start of a name, e-mail or phone. */
export const AdminUserListQuerySchema = z.object({
  q: searchText(),
  role: z.enum(ROLES, { error: 'Choose a valid role' }).optional(),
  blocked: z.enum(['yes', 'no'], { error: 'Choose blocked or not blocked' }).optional(),
  cursor: pageCursor(),
  limit: pageSize(ADMIN_USERS_PAGE_MAX),
});
export type AdminUserListQuery = z.infer<typeof AdminUserListQuerySchema>;

const Cents = z.number().int().nonnegative();
const RolesSchema = z.array(z.enum(ROLES));

/** One row of the staff user list: lifetime spend counts delivered orders only. */
export const AdminUserRowSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  roles: RolesSchema,
  joinedAt: Instant,
  ordersCount: z.number().int().nonnegative(),
  lifetimeSpendCents: Cents,
  blockedAt: Instant.nullable(),
});
export type AdminUserRow = z.infer<typeof AdminUserRowSchema>;

export const AdminUserPageSchema = z.strictObject({
  rows: z.array(AdminUserRowSchema),
  nextCursor: z.string().nullable(),
});
export type AdminUserPage = z.infer<typeof AdminUserPageSchema>;

export const AdminUserOrderSchema = z.strictObject({
  id: z.uuid(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  totalCents: Cents,
  createdAt: Instant,
  /** Null for the account's own order; for a guest checkout, how it was linked (same e-mail, or phone only). */
  guest: GuestMatchSchema.nullable(),
});

export const AdminUserDeviceSchema = z.strictObject({
  deviceId: z.string(),
  deviceType: z.enum(DEVICE_TYPES),
  browser: z.string(),
  os: z.string(),
  screen: z.string(),
  timeZone: z.string(),
  language: z.string(),
  firstSeenAt: Instant,
  lastSeenAt: Instant,
  timesSeen: z.number().int().positive(),
  lastIp: z.string().nullable(),
  /** Staff blocked this device id: sign-in and checkout that send it are refused; a new id is not. */
  blocked: z.boolean(),
  /** Other accounts seen on the same device. */
  otherAccounts: z.number().int().nonnegative(),
});
export type AdminUserDevice = z.infer<typeof AdminUserDeviceSchema>;

/** A session as staff see it: never its token. */
export const AdminUserSessionSchema = z.strictObject({
  id: z.string(),
  createdAt: Instant,
  lastSeenAt: Instant,
  expiresAt: Instant,
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});

/** The giveaways the user entered: the entrant id, the giveaway, the entries held, whether disqualified. */
export const AdminUserGiveawayEntrySchema = z.strictObject({
  id: z.string(),
  giveawayId: z.uuid(),
  giveaway: z.string(),
  enteredAt: Instant,
  entries: z.number().int().nonnegative(),
  disqualified: z.boolean(),
});

/** `GET /api/admin/users/:id`, and what every action on a user answers after its change. */
export const AdminUserDetailSchema = z.strictObject({
  user: z.strictObject({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    phone: z.string().nullable(),
    roles: RolesSchema,
    joinedAt: Instant,
    blockedAt: Instant.nullable(),
    blockedReason: z.string().nullable(),
    ordersCount: z.number().int().nonnegative(),
    lifetimeSpendCents: Cents,
  }),
  addresses: z.array(SavedAddressSchema),
  orders: z.array(AdminUserOrderSchema),
  notificationPreferences: SavedNotificationPreferencesSchema.nullable(),
  devices: z.array(AdminUserDeviceSchema),
  sessions: z.array(AdminUserSessionSchema),
  giveawayEntries: z.array(AdminUserGiveawayEntrySchema),
  audit: z.array(AuditLogRowSchema),
});
export type AdminUserDetail = z.infer<typeof AdminUserDetailSchema>;

export const BlockUserSchema = z.strictObject({
  reason: z
    .string({ error: 'Give a reason for blocking' })
    .trim()
    .min(3, 'Give a reason for blocking (at least 3 characters)')
    .max(500, 'The reason must be at most 500 characters'),
});
export type BlockUser = z.infer<typeof BlockUserSchema>;

/** The refusals of the user actions, word for word (tested). */
export const USER_ACTION_MESSAGES = {
  notFound: 'User not found',
  alreadyBlocked: 'This user is already blocked',
  notBlocked: 'This user is not blocked',
  roleHeld: 'This user already has the support role',
  roleNotHeld: 'This user does not have the support role',
  ownRoles: 'You cannot change your own roles',
  blockSelf: 'You cannot block yourself',
  noSessions: 'This user has no session to end',
  deviceNotFound: 'This device was never seen on this account',
  deviceBlocked: 'This device is already blocked',
  deviceNotBlocked: 'This device is not blocked',
} as const;
