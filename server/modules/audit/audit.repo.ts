import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { auditLogs } from '#server/db/schema/audit.ts';

/** Where a change came from: the request's address, browser and id, and the role its actor acted in. */
export interface AuditOrigin {
  actorRole?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  requestId?: string | null;
}

export interface AuditEntry extends AuditOrigin {
  actorUserId: string | null;
  action: string;
  targetType: string;
  targetId: string;
  details?: Record<string, unknown>;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

export async function insertAudit(db: DbOrTx, entry: AuditEntry) {
  await db.insert(auditLogs).values({
    actorUserId: entry.actorUserId,
    actorRole: entry.actorRole ?? null,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    details: entry.details ?? {},
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip ?? null,
    userAgent: entry.userAgent?.slice(0, 500) ?? null,
    requestId: entry.requestId ?? null,
  });
}

export async function auditEntriesFor(db: DbOrTx, targetType: string, targetId: string) {
  return db
    .select({
      action: auditLogs.action,
      actorUserId: auditLogs.actorUserId,
      details: auditLogs.details,
      createdAt: auditLogs.createdAt,
    })
    .from(auditLogs)
    .where(and(eq(auditLogs.targetType, targetType), eq(auditLogs.targetId, targetId)));
}
