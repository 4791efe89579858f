import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { belongsToAccount, instant, timestamps, uuidKey } from './columns.ts';

export const notificationPreferences = pgTable('notification_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  smsEnabled: boolean('sms_enabled').notNull().default(true),
  smsAllUpdates: boolean('sms_all_updates').notNull().default(true),
  smsCriticalOnly: boolean('sms_critical_only').notNull().default(false),
  pushEnabled: boolean('push_enabled').notNull().default(true),
  pushAllUpdates: boolean('push_all_updates').notNull().default(true),
  pushCriticalOnly: boolean('push_critical_only').notNull().default(false),
  emailEnabled: boolean('email_enabled').notNull().default(true),
  emailAllUpdates: boolean('email_all_updates').notNull().default(false),
  emailConfirmationOnly: boolean('email_confirmation_only').notNull().default(true),
  updatedAt: timestamps.updatedAt,
});

export const notificationsOutbox = pgTable(
  'notifications_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    channel: text('channel').notNull(),
    toAddress: text('to_address').notNull(),
    template: text('template').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** The e-mail's HTML part (the text part is `body`); null for SMS and push. */
    htmlBody: text('html_body'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamps.createdAt,
    sentAt: instant('sent_at'),
    /** pending: due at `nextAttemptAt`; sending: claimed by a worker until `lockedUntil`; sent; dead. */
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    lockedUntil: instant('locked_until'),
    /** The request that queued it: the log lines of its sending carry the same id. */
    requestId: text('request_id'),
  },
  (t) => [
    index('notifications_outbox_status_idx').on(t.status, t.createdAt),
    index('notifications_outbox_channel_idx').on(t.channel, t.id),
    index('notifications_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('notifications_outbox_lease_idx')
      .on(t.lockedUntil)
      .where(sql`${t.status} = 'sending'`),
  ],
);

/** A browser's Web Push subscription for an account: where the push service takes the account's order alerts. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuidKey(),
    userId: belongsToAccount('user_id', () => users.id),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamps.createdAt,
    lastSuccessAt: instant('last_success_at'),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);
