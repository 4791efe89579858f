import { Fragment, useId, useMemo, useState, type ReactNode } from 'react';
import { useTable, type RowData, type SortingState } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { cn } from '#web/lib/cn.ts';
import { dataTableFeatures, type DataTableColumn } from './data-table-columns.ts';
import { ExpandContext, ExpandToggle, type ExpandState } from './expand-toggle.tsx';

export interface DataTableViewProps<Row extends RowData> {
  /** The table's accessible name, read before its rows. */
  caption: string;
  columns: DataTableColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  /** The first load: skeleton rows. */
  pending?: boolean;
  /** A load in flight: the table is busy and rows already shown fade. */
  fetching?: boolean;
  /** A load that failed with nothing to show, with its retry. */
  error?: Error | null;
  retry?: () => void;
  empty?: ReactNode;
  /** Opens a row (its detail); the row's first link stays the keyboard's way in. */
  onRowClick?: (row: Row) => void;
  /** The master/detail list's open row, marked as the current one. */
  selectedRowId?: string | null;
  /** A row that opens below itself (e.g. an audit entry's before and after), with its toggle's accessible name. */
  renderExpanded?: (row: Row) => ReactNode;
  expandLabel?: (row: Row, expanded: boolean) => string;
  sorting?: SortingState;
  onSort?: (id: string | null, desc: boolean) => void;
  /** Classes on the `<table>` itself, e.g. a minimum width that scrolls on a tablet. */
  tableClassName?: string;
}

const SKELETON_ROWS = 5;
const NO_SORT: SortingState = [];

/** The markup of a staff table: headers (sortable where a column asks), states, rows; data comes from the caller. */
export function DataTableView<Row extends RowData>({
  caption,
  columns,
  rows: data,
  getRowId,
  pending = false,
  fetching = false,
  error = null,
  retry,
  empty = 'Nothing here yet.',
  onRowClick,
  selectedRowId,
  renderExpanded,
  expandLabel = (_, expanded) => (expanded ? 'Hide details' : 'Show details'),
  sorting = NO_SORT,
  onSort,
  tableClassName,
}: DataTableViewProps<Row>) {
  const idPrefix = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const expandable = Boolean(renderExpanded);
  const allColumns = useMemo<DataTableColumn<Row>[]>(
    () =>
      expandable
        ? [
            {
              id: 'expand',
              header: () => <span className="sr-only">Details</span>,
              meta: { className: 'w-10 px-2' },
              cell: ({ row }) => <ExpandToggle rowId={row.id} row={row.original} />,
            },
            ...columns,
          ]
        : columns,
    [columns, expandable],
  );
  const expandState: ExpandState = {
    open,
    toggle,
    idPrefix,
    label: expandLabel as ExpandState['label'],
  };

  const table = useTable({
    features: dataTableFeatures,
    columns: allColumns,
    data: data as Row[],
    getRowId: (row) => getRowId(row),
    state: { sorting },
    onSortingChange: (updater) => {
      const [next] = typeof updater === 'function' ? updater(sorting) : updater;
      onSort?.(next?.id ?? null, Boolean(next?.desc));
    },
    manualSorting: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    defaultColumn: { enableSorting: false, sortDescFirst: false },
  });

  const width = table.getAllLeafColumns().length;
  const rows = table.getRowModel().rows;

  return (
    <ExpandContext value={expandState}>
      <div className="overflow-auto rounded-2xl border border-border">
        <table
          className={cn('w-full border-collapse text-sm', tableClassName)}
          aria-busy={fetching || pending}
        >
          <caption className="sr-only">{caption}</caption>
          <thead className="sticky top-0 z-10 bg-surface-2 text-left">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const meta = header.column.columnDef.meta;
                  const sorted = header.column.getIsSorted();
                  const canSort = header.column.getCanSort() && Boolean(onSort);
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
                        meta?.align === 'end' && 'text-right',
                        meta?.className,
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
          <tbody className={cn(fetching && !pending && 'opacity-60 transition-opacity')}>
            {pending ? (
              Array.from({ length: SKELETON_ROWS }, (_, i) => (
                <tr key={i} aria-hidden>
                  <td colSpan={width} className="border-b border-border px-4 py-3">
                    <Skeleton className="h-5 w-full" />
                  </td>
                </tr>
              ))
            ) : error ? (
              <tr>
                <td colSpan={width} className="px-4 py-10 text-center">
                  <div role="alert" className="space-y-3">
                    <p className="font-medium">{error.message || 'Could not load this list.'}</p>
                    {retry && (
                      <Button variant="outline" size="sm" onClick={retry}>
                        Try again
                      </Button>
                    )}
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
                <Fragment key={row.id}>
                  <tr
                    aria-current={row.id === selectedRowId ? 'true' : undefined}
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
                      row.id === selectedRowId && 'bg-accent-soft/60 hover:bg-accent-soft/60',
                    )}
                  >
                    {row.getAllCells().map((cell) => {
                      const meta = cell.column.columnDef.meta;
                      return (
                        <td
                          key={cell.id}
                          className={cn(
                            'px-4 py-3',
                            meta?.align === 'end' && 'text-right tabular-nums',
                            meta?.className,
                          )}
                        >
                          <table.FlexRender cell={cell} />
                        </td>
                      );
                    })}
                  </tr>
                  {renderExpanded && open.has(row.id) && (
                    <tr id={`${idPrefix}-${row.id}`} className="border-b border-border bg-surface-2/30">
                      <td />
                      <td colSpan={width - 1} className="px-4 py-4">
                        {renderExpanded(row.original)}
                      </td>
                    </tr>
                  )}
                </Fragment>
              ))
            )}
          </tbody>
        </table>
      </div>
    </ExpandContext>
  );
}
