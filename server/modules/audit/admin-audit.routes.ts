import { Hono } from 'hono';
import { AuditLogQuerySchema, type AuditLogPage } from '#domain/admin/audit-log.ts';
import type { AppEnv } from '#server/http/context.ts';
import type { Services } from '#server/services.ts';
import { requirePermission } from '#server/http/middleware/require-permission.ts';
import { queryOf } from '#server/http/validate.ts';
import { auditLog } from './audit.service.ts';

/** `/api/admin/audit-logs`: who did what, newest first, for admins (audit:read). */
export function adminAuditRoutes({ database }: Services) {
  return new Hono<AppEnv>().use('*', requirePermission('audit:read')).get('/', async (c) => {
    const answer: AuditLogPage = await auditLog(database.db, queryOf(c, AuditLogQuerySchema));
    return c.json(answer);
  });
}
