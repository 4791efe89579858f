import type { DbOrTx } from '#server/db/client.ts';
import type { AuditLogPage, AuditLogQuery } from '#domain/admin/audit-log.ts';
import { auditLogPage } from './audit.queries.ts';
import { auditEntriesFor, insertAudit, type AuditEntry, type AuditOrigin } from './audit.repo.ts';

/** Writes an audit entry in the caller's transaction, so it lands only with the change it records. */
export function recordAudit(db: DbOrTx, entry: AuditEntry) {
  return insertAudit(db, entry);
}

export function auditTrail(db: DbOrTx, targetType: string, targetId: string) {
  return auditEntriesFor(db, targetType, targetId);
}

/** A page of the audit log, newest first, filtered as the staff screen asks. */
export function auditLog(db: DbOrTx, query: AuditLogQuery): Promise<AuditLogPage> {
  return auditLogPage(db, query);
}

export type { AuditEntry, AuditOrigin };
