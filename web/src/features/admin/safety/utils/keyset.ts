import { nyDayStart } from '#domain/time/new-york.ts';
import type { TableParams } from '#web/components/data-table/table-params.ts';

/** The list's query string: its filters, and the page's cursor. */
export function listQueryString(params: TableParams, keys: readonly string[]) {
  const query = new URLSearchParams();
  for (const key of keys) {
    const value = params.filters[key];
    if (!value) continue;
    // Dates in the URL are New York days; the server takes instants (from inclusive, to exclusive).
    if (key === 'from' || key === 'to') {
      const at = nyDayStart(value, key === 'to' ? 1 : 0);
      if (at) query.set(key, at.toISOString());
    } else query.set(key, value);
  }
  if (params.cursor) query.set('cursor', params.cursor);
  return query.toString();
}
