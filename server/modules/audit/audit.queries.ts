import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { AuditLogPage, AuditLogQuery } from '#domain/admin/audit-log.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { afterKey, decodeCursor, integer, MS_INSTANT, pageOf } from '#server/db/keyset.ts';
import { auditLogs } from '#server/db/schema/audit.ts';
import { users } from '#server/db/schema/auth.ts';

/** The audit log for staff, newest first, one keyset page at a time (index audit_logs_created_idx). */
export async function auditLogPage(db: DbOrTx, q: AuditLogQuery): Promise<AuditLogPage> {
  const where: SQL[] = [];
  if (q.actor) {
    const actor = q.actor.includes('@')
      ? sql`(select ${users.id} from ${users} where lower(${users.email}) = ${q.actor.toLowerCase()})`
      : sql`${q.actor}`;
    where.push(sql`${auditLogs.actorUserId} = ${actor}`);
  }
  if (q.action) where.push(eq(auditLogs.action, q.action));
  if (q.targetType) where.push(eq(auditLogs.targetType, q.targetType));
  if (q.targetId) where.push(eq(auditLogs.targetId, q.targetId));
  if (q.from) where.push(gte(auditLogs.createdAt, new Date(q.from)));
  if (q.to) where.push(lte(auditLogs.createdAt, new Date(q.to)));
  const after = q.cursor ? decodeCursor(q.cursor, [MS_INSTANT, integer]) : null;
  if (after) where.push(afterKey([auditLogs.createdAt, auditLogs.id], after, 'desc'));
  const rows = await db
    .select({
      id: auditLogs.id,
      createdAt: auditLogs.createdAt,
      actorId: users.id,
      actorName: users.name,
      actorEmail: users.email,
      role: auditLogs.actorRole,
      action: auditLogs.action,
      targetType: auditLogs.targetType,
      targetId: auditLogs.targetId,
      before: auditLogs.before,
      after: auditLogs.after,
      details: auditLogs.details,
      ip: auditLogs.ip,
      userAgent: auditLogs.userAgent,
      requestId: auditLogs.requestId,
    })
    .from(auditLogs)
    .leftJoin(users, eq(users.id, auditLogs.actorUserId))
    .where(and(...where))
    .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
    .limit(q.limit + 1);
  const { rows: page, nextCursor } = pageOf(rows, q.limit, (last) => [last.createdAt.toISOString(), last.id]);
  return {
    rows: page.map((r) => ({
      id: r.id,
      at: r.createdAt.toISOString(),
      actor: r.actorId ? { id: r.actorId, name: r.actorName ?? '', email: r.actorEmail ?? '' } : null,
      role: r.role,
      action: r.action,
      targetType: r.targetType,
      targetId: r.targetId,
      before: (r.before as Record<string, unknown> | null) ?? null,
      after: (r.after as Record<string, unknown> | null) ?? null,
      details: (r.details as Record<string, unknown> | null) ?? {},
      ip: r.ip,
      userAgent: r.userAgent,
      requestId: r.requestId,
    })),
    nextCursor,
  };
}
