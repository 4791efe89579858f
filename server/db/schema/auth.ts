import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { ROLES } from '#domain/auth.ts';
import { belongsToAccount, instant, timestamps, uuidKey } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    /** Set when staff block the account: its sessions are deleted and it can no longer sign in. */
    blockedAt: instant('blocked_at'),
    blockedReason: text('blocked_reason'),
    /** Set when the owner deletes the account: the row stays (orders and audit rows point at it), scrubbed. */
    deletedAt: instant('deleted_at'),
    ...timestamps,
  },
  (t) => [
    index('users_name_prefix_idx').on(sql`lower(${t.name}) text_pattern_ops`),
    index('users_email_prefix_idx').on(sql`lower(${t.email}) text_pattern_ops`),
    // The staff user list: newest first, keyset pages; the blocked filter walks its own small index.
    index('users_created_idx').on(t.createdAt, t.id),
    index('users_blocked_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.blockedAt} is not null`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    expiresAt: instant('expires_at').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: belongsToAccount('user_id', () => users.id),
    ...timestamps,
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: belongsToAccount('user_id', () => users.id),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: instant('access_token_expires_at'),
    refreshTokenExpiresAt: instant('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    ...timestamps,
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

export const verifications = pgTable('verifications', {
  id: text('id').primaryKey(),
  identifier: text('identifier').notNull(),
  value: text('value').notNull(),
  expiresAt: instant('expires_at').notNull(),
  ...timestamps,
});

export const profiles = pgTable(
  'profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull(),
    /** Kept from the first checkout the owner attested 21+ at; later checkouts use it. */
    birthDate: date('birth_date', { mode: 'string' }),
    ...timestamps,
  },
  (t) => [
    index('profiles_phone_idx').on(t.phone),
    // The staff user list searches by the start of a phone number.
    index('profiles_phone_prefix_idx').on(sql`${t.phone} text_pattern_ops`),
  ],
);

export const roleEnum = pgEnum('role', ROLES);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: belongsToAccount('user_id', () => users.id),
    role: roleEnum('role').notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.role] }),
    // The staff user list's role filter.
    index('user_roles_role_idx').on(t.role, t.userId),
  ],
);

export const savedAddresses = pgTable(
  'saved_addresses',
  {
    id: uuidKey(),
    userId: belongsToAccount('user_id', () => users.id),
    label: text('label').notNull(),
    street: text('street').notNull(),
    apartment: text('apartment'),
    zip: text('zip').notNull(),
    borough: text('borough').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('saved_addresses_user_idx').on(t.userId), unique().on(t.userId, t.label)],
);

/**
 * The browsers a signed-in user was seen on (spec §3 device fields, §7 track-access): a random id the browser keeps
 * in local storage, and what it says about itself. One row per user and device.
 */
export const userDevices = pgTable(
  'user_devices',
  {
    userId: belongsToAccount('user_id', () => users.id),
    deviceId: text('device_id').notNull(),
    deviceType: text('device_type', { enum: ['desktop', 'tablet', 'mobile'] }).notNull(),
    browser: text('browser').notNull(),
    os: text('os').notNull(),
    screen: text('screen').notNull(),
    timeZone: text('time_zone').notNull(),
    language: text('language').notNull(),
    firstSeenAt: instant('first_seen_at').notNull().defaultNow(),
    lastSeenAt: instant('last_seen_at').notNull().defaultNow(),
    timesSeen: integer('times_seen').notNull().default(1),
    lastIp: text('last_ip'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceId] }), index('user_devices_device_idx').on(t.deviceId)],
);

/** Device ids staff blocked: sign-in and checkout that send one are refused (the id is the browser's word). */
export const blockedDevices = pgTable('blocked_devices', {
  deviceId: text('device_id').primaryKey(),
  reason: text('reason'),
  blockedBy: text('blocked_by').references(() => users.id, { onDelete: 'set null' }),
  blockedAt: instant('blocked_at').notNull().defaultNow(),
});

/**
 * A single-use link to set a password (an approved courier's first one). Only the SHA-256 of the token is kept; the
 * raw token exists only in the e-mail.
 */
export const passwordSetupTokens = pgTable(
  'password_setup_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: belongsToAccount('user_id', () => users.id),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('password_setup_tokens_user_idx').on(t.userId)],
);

/** Single-use password-reset links (30 minutes); only the token's SHA-256 is stored. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: belongsToAccount('user_id', () => users.id),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    /** A newer request for the same account made this one void. */
    replacedAt: instant('replaced_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);
