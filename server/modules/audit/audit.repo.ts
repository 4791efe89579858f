import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { auditLogs } from '#server/db/schema/audit.ts';

export interface AuditEntry {
  actorUserId: string | null;
  action: string;
  targetType: string;
  targetId: string;
  details?: Record<string, unknown>;
}

export async function insertAudit(db: DbOrTx, entry: AuditEntry) {
  await db.insert(auditLogs).values({ ...entry, details: entry.details ?? {} });
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
