import type { TableParams } from '#web/components/data-table/table-params.ts';

/** The list's query string: its filters, and the page's cursor. */
export function listQueryString(params: TableParams, keys: readonly string[]) {
  const query = new URLSearchParams();
  for (const key of keys) {
    const value = params.filters[key];
    if (!value) continue;
    // Dates in the URL are local calendar days; the server takes instants (from inclusive, to exclusive).
    if (key === 'from' || key === 'to') query.set(key, dayStart(value, key === 'to' ? 1 : 0));
    else query.set(key, value);
  }
  if (params.cursor) query.set('cursor', params.cursor);
  return query.toString();
}

function dayStart(day: string, plusDays: number) {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y!, m! - 1, d! + plusDays).toISOString();
}
