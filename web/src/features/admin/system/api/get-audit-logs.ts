import { queryOptions } from '@tanstack/react-query';
import type { AuditLogPage } from '#domain/admin/audit-log.ts';
import { api } from '#web/lib/api-client.ts';

export const AUDIT_FILTER_KEYS = ['actor', 'action', 'targetType', 'targetId', 'from', 'to'] as const;
export type AuditFilters = Partial<Record<(typeof AUDIT_FILTER_KEYS)[number], string>>;

/** `GET /api/admin/audit-logs`: newest first; `cursor` is the nextCursor of the page before. */
export function getAuditLogs(filters: AuditFilters, cursor: string | null, signal?: AbortSignal) {
  const search = new URLSearchParams();
  for (const key of AUDIT_FILTER_KEYS) {
    const value = filters[key];
    if (value) search.set(key, value);
  }
  if (cursor) search.set('cursor', cursor);
  return api<AuditLogPage>(`/api/admin/audit-logs?${search.toString()}`, signal ? { signal } : {});
}

export const auditLogsQuery = (filters: AuditFilters, cursor: string | null) =>
  queryOptions({
    queryKey: ['admin', 'audit-logs', filters, cursor],
    queryFn: ({ signal }) => getAuditLogs(filters, cursor, signal),
    retry: false,
  });
