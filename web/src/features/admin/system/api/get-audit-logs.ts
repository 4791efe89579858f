import { queryOptions } from '@tanstack/react-query';
import { nyDayStart } from '#domain/time/new-york.ts';
import type { AuditLogPage } from '#domain/admin/audit-log.ts';
import { keysetPage, type TableParams } from '#web/components/data-table/table-params.ts';
import { api } from '#web/lib/api-client.ts';

export const AUDIT_FILTER_KEYS = ['actor', 'action', 'targetType', 'targetId', 'from', 'to'] as const;
export type AuditFilters = Partial<Record<(typeof AUDIT_FILTER_KEYS)[number], string>>;

/** A day typed in the filter (yyyy-mm-dd, a New York day) as its first or last instant. */
const dayBound = (day: string, end: boolean) => {
  const at = nyDayStart(day, end ? 1 : 0);
  return at && new Date(at.getTime() - (end ? 1 : 0)).toISOString();
};

/** The URL's filters as the server takes them: the days become the first and last instant they hold. */
export function auditFilters(filters: Readonly<Record<string, string>>): AuditFilters {
  const out: AuditFilters = {};
  for (const key of AUDIT_FILTER_KEYS) {
    const value = filters[key];
    if (!value) continue;
    const at = key === 'from' || key === 'to' ? dayBound(value, key === 'to') : value;
    if (at) out[key] = at;
  }
  return out;
}

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

/** One page of the audit log for the table's params; "Newest" goes back to the first page. */
export const auditLogsQuery = ({ filters, cursor }: TableParams) => {
  const server = auditFilters(filters);
  return queryOptions({
    queryKey: ['admin', 'audit-logs', server, cursor],
    queryFn: ({ signal }) => getAuditLogs(server, cursor, signal),
    select: (page) => keysetPage(page.rows, page.nextCursor),
    retry: false,
  });
};
