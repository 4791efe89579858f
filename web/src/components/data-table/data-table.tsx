import type { ReactNode } from 'react';
import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useTable, type RowData, type SortingState } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { cn } from '#web/lib/cn.ts';
import { dataTableFeatures, type DataTableColumn } from './data-table-columns.ts';
import { useTableParams, type TableParams, type TablePage } from './table-params.ts';

interface DataTableProps<Row extends RowData> {
  /** The table's accessible name, read before its rows. */
  caption: string;
  columns: DataTableColumn<Row>[];
  /** Query options for one page; called with the params read from the URL. */
  query: (params: TableParams) => UseQueryOptions<TablePage<Row>, Error, TablePage<Row>, QueryKey>;
  getRowId: (row: Row) => string;
  /** The URL search params that filter this table (the page header's filters write them). */
  filterKeys?: readonly string[];
  empty?: ReactNode;
  /** Opens a row (its detail); the row's first link stays the keyboard's way in. */
  onRowClick?: (row: Row) => void;
  /** The order the server uses when the URL names none, shown on its column's header. */
  defaultSort?: { id: string; desc: boolean };
  /** The pager's words: keyset lists read better as e.g. ['Newer', 'Older']. */
  pagerLabels?: readonly [previous: string, next: string];
  className?: string;
}

const SKELETON_ROWS = 5;
const NO_ROWS: readonly never[] = [];

/** A server-paged, server-sorted staff table whose sort, page and filters live in the URL. */
export function DataTable<Row extends RowData>({
  caption,
  columns,
  query,
  getRowId,
  filterKeys = [],
  empty = 'Nothing here yet.',
  onRowClick,
  defaultSort,
  pagerLabels = ['Previous', 'Next'],
  className,
}: DataTableProps<Row>) {
  const { params, setSort, setCursor } = useTableParams(filterKeys);
  const result = useQuery({ ...query(params), placeholderData: keepPreviousData });
  const sorting: SortingState = params.sort
    ? [{ id: params.sort, desc: params.dir === 'desc' }]
    : defaultSort
      ? [defaultSort]
      : [];

  const table = useTable({
    features: dataTableFeatures,
    columns,
    data: result.data?.rows ?? NO_ROWS,
    getRowId: (row) => getRowId(row),
    state: { sorting },
    onSortingChange: (updater) => {
      const [next] = typeof updater === 'function' ? updater(sorting) : updater;
      setSort(next?.id ?? null, next?.desc ? 'desc' : 'asc');
    },
    manualSorting: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    defaultColumn: { enableSorting: false, sortDescFirst: false },
  });

  const width = table.getAllLeafColumns().length;
  const rows = table.getRowModel().rows;
  const busy = result.isFetching;

  return (
    <div className={cn('space-y-3', className)}>
      <div className="overflow-auto rounded-2xl border border-border">
        <table className="w-full border-collapse text-sm" aria-busy={busy}>
          <caption className="sr-only">{caption}</caption>
          <thead className="sticky top-0 z-10 bg-surface-2 text-left">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const end = header.column.columnDef.meta?.align === 'end';
                  const sorted = header.column.getIsSorted();
                  const canSort = header.column.getCanSort();
                  const SortIcon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      colSpan={header.colSpan}
                      aria-sort={
                        sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                      }
                      className={cn(
                        'border-b border-border px-4 py-3 font-medium text-muted',
                        end && 'text-right',
                      )}
                    >
                      {header.isPlaceholder ? null : canSort ? (
                        <button
                          type="button"
                          onClick={header.column.getToggleSortingHandler()}
                          className={cn(
                            'inline-flex cursor-pointer items-center gap-1.5 rounded-md hover:text-foreground',
                            'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent/40',
                            sorted && 'text-foreground',
                          )}
                        >
                          <table.FlexRender header={header} />
                          <SortIcon className="h-3.5 w-3.5" aria-hidden />
                        </button>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody className={cn(busy && result.data && 'opacity-60 transition-opacity')}>
            {result.isPending ? (
              Array.from({ length: SKELETON_ROWS }, (_, i) => (
                <tr key={i} aria-hidden>
                  <td colSpan={width} className="border-b border-border px-4 py-3">
                    <Skeleton className="h-5 w-full" />
                  </td>
                </tr>
              ))
            ) : result.isError && !result.data ? (
              <tr>
                <td colSpan={width} className="px-4 py-10 text-center">
                  <div role="alert" className="space-y-3">
                    <p className="font-medium">{result.error.message || 'Could not load this list.'}</p>
                    <Button variant="outline" size="sm" onClick={() => void result.refetch()}>
                      Try again
                    </Button>
                  </div>
                </td>
              </tr>
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={width} className="px-4 py-10 text-center text-muted">
                  {empty}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr
                  key={row.id}
                  onClick={
                    onRowClick
                      ? (event) => {
                          if ((event.target as HTMLElement).closest('a, button, input')) return;
                          onRowClick(row.original);
                        }
                      : undefined
                  }
                  className={cn(
                    'border-b border-border last:border-b-0 hover:bg-surface-2/50',
                    onRowClick && 'cursor-pointer',
                  )}
                >
                  {row.getAllCells().map((cell) => (
                    <td
                      key={cell.id}
                      className={cn(
                        'px-4 py-3',
                        cell.column.columnDef.meta?.align === 'end' && 'text-right tabular-nums',
                      )}
                    >
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <nav aria-label={`${caption} pages`} className="flex items-center justify-end gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={!result.data?.prevCursor && !params.cursor}
          onClick={() => setCursor(result.data?.prevCursor ?? null)}
        >
          {pagerLabels[0]}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={!result.data?.nextCursor}
          onClick={() => setCursor(result.data?.nextCursor ?? null)}
        >
          {pagerLabels[1]}
        </Button>
      </nav>
    </div>
  );
}
