import type { ReactNode } from 'react';
import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { RowData, SortingState } from '@tanstack/react-table';
import { cn } from '#web/lib/cn.ts';
import type { DataTableColumn } from './data-table-columns.ts';
import { DataTableView } from './data-table-view.tsx';
import { TablePager } from './table-pager.tsx';
import { useTableParams, type TableParams, type TablePage } from './table-params.ts';

interface DataTableProps<Row extends RowData, Data, Key extends QueryKey> {
  /** The table's accessible name, read before its rows. */
  caption: string;
  columns: DataTableColumn<Row>[];
  /**
   * Query options for one page; called with the params read from the URL. A list whose endpoint answers in its own
   * shape keeps its query key and maps the answer with `select`.
   */
  query: (params: TableParams) => UseQueryOptions<Data, Error, TablePage<Row>, Key>;
  getRowId: (row: Row) => string;
  /** The URL search params that filter this table (the page header's filters write them). */
  filterKeys?: readonly string[];
  empty?: ReactNode;
  /** Opens a row (its detail); the row's first link stays the keyboard's way in. */
  onRowClick?: (row: Row) => void;
  /** The master/detail list's open row. */
  selectedRowId?: string | null;
  /** A row that opens below itself, and its toggle's accessible name. */
  renderExpanded?: (row: Row) => ReactNode;
  expandLabel?: (row: Row, expanded: boolean) => string;
  /** The order the server uses when the URL names none, shown on its column's header. */
  defaultSort?: { id: string; desc: boolean };
  /** The pager's words: keyset lists read better as e.g. ['Newer', 'Older']; `null` for a list with one page. */
  pagerLabels?: readonly [previous: string, next: string] | null;
  className?: string;
  tableClassName?: string;
}

/** A server-paged, server-sorted staff table whose sort, page and filters live in the URL. */
export function DataTable<Row extends RowData, Data = TablePage<Row>, Key extends QueryKey = QueryKey>({
  caption,
  query,
  filterKeys = [],
  defaultSort,
  pagerLabels = ['Previous', 'Next'],
  className,
  ...view
}: DataTableProps<Row, Data, Key>) {
  const { params, setSort, setCursor } = useTableParams(filterKeys);
  const result = useQuery({ ...query(params), placeholderData: keepPreviousData });
  const sorting: SortingState = params.sort
    ? [{ id: params.sort, desc: params.dir === 'desc' }]
    : defaultSort
      ? [defaultSort]
      : [];

  return (
    <div className={cn('space-y-3', className)}>
      <DataTableView
        caption={caption}
        rows={result.data?.rows ?? []}
        pending={result.isPending}
        fetching={result.isFetching}
        error={result.isError && !result.data ? result.error : null}
        retry={() => void result.refetch()}
        sorting={sorting}
        onSort={(id, desc) => setSort(id, desc ? 'desc' : 'asc')}
        {...view}
      />
      {pagerLabels && (
        <TablePager
          label={caption}
          labels={pagerLabels}
          hasPrevious={Boolean(result.data?.prevCursor || params.cursor)}
          hasNext={Boolean(result.data?.nextCursor)}
          onPrevious={() => setCursor(result.data?.prevCursor ?? null)}
          onNext={() => setCursor(result.data?.nextCursor ?? null)}
        />
      )}
    </div>
  );
}
