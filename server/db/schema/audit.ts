import { bigserial, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { instant } from './columns.ts';

/** Security-relevant actions: who did what to which record, append-only. */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // No cascade: the log is append-only (a trigger refuses updates and deletes), so it outlives nobody's account.
    actorUserId: text('actor_user_id').references(() => users.id),
    /** The role the actor acted in: admin, support, merchant, courier, customer, or system. */
    actorRole: text('actor_role'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    /** The record's relevant fields before and after the change; null where there was no record or none remains. */
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    requestId: text('request_id'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('audit_logs_target_idx').on(t.targetType, t.targetId),
    index('audit_logs_action_idx').on(t.action),
    index('audit_logs_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_logs_actor_idx').on(t.actorUserId, t.createdAt.desc()),
  ],
);
