import type { TablePage, TableParams } from './table-params.ts';

/**
 * Keyset pages have no way back, so each page remembers the cursor that led to it ('' is the first page). After a
 * reload deep in the list the way back is unknown and "Newer" goes to the first page.
 */
export function keysetPager() {
  const previousOf = new Map<string, string>();
  return <Row>(params: TableParams, rows: readonly Row[], nextCursor: string | null): TablePage<Row> => {
    if (nextCursor) previousOf.set(nextCursor, params.cursor ?? '');
    const previous = params.cursor ? previousOf.get(params.cursor) : undefined;
    return { rows, nextCursor, prevCursor: previous || null };
  };
}
