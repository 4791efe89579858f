import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type SortDirection = 'asc' | 'desc';

/** What a staff list asks the server for; every part lives in the URL, so a view can be shared and reloaded. */
export interface TableParams {
  /** The sorted column's id, or null for the server's default order. */
  sort: string | null;
  dir: SortDirection;
  /** A keyset cursor or a page number, as the endpoint returned it; null for the first page. */
  cursor: string | null;
  filters: Readonly<Record<string, string>>;
}

/** One page of rows; the cursors are opaque to the table (keyset or page numbers both fit). */
export interface TablePage<Row> {
  rows: readonly Row[];
  nextCursor: string | null;
  prevCursor: string | null;
}

const SORT = 'sort';
const DIR = 'dir';
const CURSOR = 'cursor';

export function readTableParams(search: URLSearchParams, filterKeys: readonly string[]): TableParams {
  const filters: Record<string, string> = {};
  for (const key of filterKeys) {
    const value = search.get(key);
    if (value) filters[key] = value;
  }
  return {
    sort: search.get(SORT),
    dir: search.get(DIR) === 'desc' ? 'desc' : 'asc',
    cursor: search.get(CURSOR),
    filters,
  };
}

/** The table's params from the URL, and setters that write them back (a new sort or filter starts at page one). */
export function useTableParams(filterKeys: readonly string[] = []) {
  const [search, setSearch] = useSearchParams();
  const keys = filterKeys.join('\n');
  const params = useMemo(() => readTableParams(search, keys ? keys.split('\n') : []), [search, keys]);

  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          return next;
        },
        { replace: false },
      ),
    [setSearch],
  );

  const setSort = useCallback(
    (sort: string | null, dir: SortDirection) =>
      update((next) => {
        if (sort) {
          next.set(SORT, sort);
          next.set(DIR, dir);
        } else {
          next.delete(SORT);
          next.delete(DIR);
        }
        next.delete(CURSOR);
      }),
    [update],
  );

  const setCursor = useCallback(
    (cursor: string | null) =>
      update((next) => {
        if (cursor) next.set(CURSOR, cursor);
        else next.delete(CURSOR);
      }),
    [update],
  );

  const setFilter = useCallback(
    (key: string, value: string) =>
      update((next) => {
        if (value) next.set(key, value);
        else next.delete(key);
        next.delete(CURSOR);
      }),
    [update],
  );

  /** Every filter of this table off, back to page one; the sort stays. */
  const clearFilters = useCallback(
    () =>
      update((next) => {
        for (const key of keys ? keys.split('\n') : []) next.delete(key);
        next.delete(CURSOR);
      }),
    [update, keys],
  );

  return { params, setSort, setCursor, setFilter, clearFilters };
}

/** A list the server answers whole, as the table's one page. */
export const wholeList = <Row>(rows: readonly Row[]): TablePage<Row> => ({
  rows,
  nextCursor: null,
  prevCursor: null,
});

/** A keyset list's page; keyset pages have no way back, so the table's "previous" goes to the first page. */
export const keysetPage = <Row>(rows: readonly Row[], nextCursor: string | null): TablePage<Row> => ({
  rows,
  nextCursor,
  prevCursor: null,
});
