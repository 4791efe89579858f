import { CATEGORY_LABELS } from '#domain/catalog.ts';
import type { ProductAnalyticsRow } from '#domain/admin/product-analytics.ts';
import { formatUsd } from '#domain/money.ts';
import { dataTableColumns } from '#web/components/data-table/data-table-columns.ts';
import { Badge } from '#web/components/ui/badge.tsx';

const col = dataTableColumns<ProductAnalyticsRow>();
const count = (n: number) => <span className="tabular-nums">{n.toLocaleString('en-US')}</span>;
const sortable = { enableSorting: true, meta: { align: 'end' as const } };

/** Days of stock: '—' when nothing sold; warned under a week. */
function DaysOfStock({ row }: { row: ProductAnalyticsRow }) {
  if (row.daysOfStock === null) return <span className="text-muted">—</span>;
  const text = row.daysOfStock >= 100 ? '99+' : row.daysOfStock.toLocaleString('en-US');
  if (row.daysOfStock < 7) return <Badge tone={row.stock === 0 ? 'danger' : 'warning'}>{text} days</Badge>;
  return <span className="tabular-nums">{text}</span>;
}

export const PRODUCT_ANALYTICS_COLUMNS = [
  col.accessor('name', {
    header: 'Product',
    enableSorting: true,
    cell: (c) => (
      <div className="min-w-44">
        <div className="font-medium">{c.getValue()}</div>
        <div className="text-xs text-muted">
          {CATEGORY_LABELS[c.row.original.category]} · {c.row.original.shopName}
          {c.row.original.status !== 'active' && (
            <span className="capitalize"> · {c.row.original.status}</span>
          )}
        </div>
      </div>
    ),
  }),
  col.accessor('views', { header: 'Views', ...sortable, cell: (c) => count(c.getValue()) }),
  col.accessor('addToCart', {
    header: () => <span className="whitespace-nowrap">Add to cart</span>,
    ...sortable,
    cell: (c) => count(c.getValue()),
  }),
  col.accessor('units', { header: 'Units', ...sortable, cell: (c) => count(c.getValue()) }),
  col.accessor('orders', { header: 'Orders', ...sortable, cell: (c) => count(c.getValue()) }),
  col.accessor('revenueCents', {
    id: 'revenue',
    header: 'Revenue',
    ...sortable,
    cell: (c) => <span className="whitespace-nowrap tabular-nums">{formatUsd(c.getValue())}</span>,
  }),
  col.accessor('conversion', {
    header: 'Conversion',
    ...sortable,
    cell: (c) => {
      const v = c.getValue();
      return v === null ? (
        <span className="text-muted">—</span>
      ) : (
        <span className="tabular-nums">{(v * 100).toFixed(1)}%</span>
      );
    },
  }),
  col.accessor('stock', { header: 'Stock', ...sortable, cell: (c) => count(c.getValue()) }),
  col.accessor('daysOfStock', {
    header: () => <span className="whitespace-nowrap">Days of stock</span>,
    ...sortable,
    cell: (c) => <DaysOfStock row={c.row.original} />,
  }),
];
