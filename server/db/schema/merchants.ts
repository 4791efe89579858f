import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { SHOP_ROLES } from '#domain/permissions.ts';
import { users } from './auth.ts';
import { merchants } from './catalog.ts';
import { belongsTo, instant, timestamps, uuidKey } from './columns.ts';

export const shopRoleEnum = pgEnum('shop_role', SHOP_ROLES);

/** Who works for a partner shop: one shop per person, as its owner or its staff. Owned by the merchants module. */
export const merchantMembers = pgTable(
  'merchant_members',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    merchantId: belongsTo('merchant_id', () => merchants.id),
    role: shopRoleEnum('role').notNull(),
    invitedByUserId: text('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('merchant_members_merchant_idx').on(t.merchantId, t.role)],
);

export const merchantApplicationStatusEnum = pgEnum('merchant_application_status', [
  'pending',
  'approved',
  'rejected',
]);

/** A licensed shop asking to become a partner, from /partner-shops; admins approve (creating the shop) or reject. */
export const merchantApplications = pgTable(
  'merchant_applications',
  {
    id: uuidKey(),
    shopName: text('shop_name').notNull(),
    licenseNumber: text('license_number').notNull(),
    street: text('street').notNull(),
    zip: text('zip').notNull(),
    contactName: text('contact_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    status: merchantApplicationStatusEnum('status').notNull().default('pending'),
    decidedAt: instant('decided_at'),
    decidedByUserId: text('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    rejectionReason: text('rejection_reason'),
    /** The shop an approval created. */
    merchantId: uuid('merchant_id').references(() => merchants.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('merchant_applications_status_created_idx').on(t.status, t.createdAt, t.id),
    uniqueIndex('merchant_applications_pending_license')
      .on(sql`upper(${t.licenseNumber})`)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('merchant_applications_pending_email')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * An owner's invitation to join the shop's staff, by e-mail. It grants nothing until the invitee accepts it from their
 * own signed-in account; only the SHA-256 of the link's token is stored. Owned by the merchants module.
 */
export const shopStaffInvitations = pgTable(
  'shop_staff_invitations',
  {
    id: uuidKey(),
    shopId: belongsTo('shop_id', () => merchants.id),
    /** Trimmed and lower-case. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedByUserId: text('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    acceptedAt: instant('accepted_at'),
    /** The account that accepted. */
    acceptedByUserId: text('accepted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    declinedAt: instant('declined_at'),
    /** Withdrawn by the owner, or replaced by a newer invitation to the same address. */
    revokedAt: instant('revoked_at'),
  },
  (t) => [
    uniqueIndex('shop_staff_invitations_token_idx').on(t.tokenHash),
    uniqueIndex('shop_staff_invitations_open_idx')
      .on(t.shopId, t.email)
      .where(sql`${t.acceptedAt} is null and ${t.declinedAt} is null and ${t.revokedAt} is null`),
  ],
);
