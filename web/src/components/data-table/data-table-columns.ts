import {
  createColumnHelper,
  rowSortingFeature,
  tableFeatures,
  type ColumnDef,
  type RowData,
} from '@tanstack/react-table';

export interface DataTableColumnMeta {
  /** Numbers and money are right-aligned with tabular figures. */
  align?: 'start' | 'end';
  /** Classes on the column's header and cells, e.g. `hidden xl:table-cell` for a column that gives way on a tablet. */
  className?: string;
}

export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  columnMeta: {} as DataTableColumnMeta,
});

export type DataTableFeatures = typeof dataTableFeatures;

/**
 * A typed column of a staff table. Columns are not sortable unless they say `enableSorting: true`: the server
 * sorts, and only by a column it has an index for.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a column list mixes value types, as TanStack's own helper does
export type DataTableColumn<Row extends RowData> = ColumnDef<DataTableFeatures, Row, any>;

/** `const col = dataTableColumns<OrderRow>(); col.accessor('total', { header: 'Total', meta: { align: 'end' } })` */
export const dataTableColumns = <Row extends RowData>() => createColumnHelper<DataTableFeatures, Row>();
