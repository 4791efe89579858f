import type { OutboxPage, OutboxRow } from '#domain/admin/outbox.ts';
import type { TablePage, TableParams } from '#web/components/data-table/table-params.ts';
import { api } from '#web/lib/api-client.ts';

export const OUTBOX_FILTER_KEYS = ['channel', 'status'] as const;

/** `GET /api/admin/notifications`: newest first, keyset pages by id. */
export async function getOutbox(params: TableParams, signal?: AbortSignal): Promise<TablePage<OutboxRow>> {
  const search = new URLSearchParams();
  for (const key of OUTBOX_FILTER_KEYS) {
    const value = params.filters[key];
    if (value) search.set(key, value);
  }
  if (params.cursor) search.set('cursor', params.cursor);
  const page = await api<OutboxPage>(
    `/api/admin/notifications?${search.toString()}`,
    signal ? { signal } : {},
  );
  return {
    rows: page.rows,
    nextCursor: page.nextCursor === null ? null : String(page.nextCursor),
    prevCursor: null,
  };
}

export const outboxQuery = (params: TableParams) => ({
  queryKey: ['admin', 'outbox', params] as readonly unknown[],
  queryFn: ({ signal }: { signal: AbortSignal }) => getOutbox(params, signal),
  retry: false,
});
