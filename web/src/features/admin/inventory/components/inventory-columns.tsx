import { formatDistanceToNowStrict } from 'date-fns';
import { History } from 'lucide-react';
import { CATEGORY_LABELS } from '#domain/catalog.ts';
import type { InventoryRow } from '#domain/admin/inventory.ts';
import { dataTableColumns } from '#web/components/data-table/data-table-columns.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { AdjustStockPopover } from './adjust-stock-popover.tsx';
import { ThresholdEditor } from './threshold-editor.tsx';

const col = dataTableColumns<InventoryRow>();

export function StockBadge({ row }: { row: InventoryRow }) {
  if (row.stock === 0) return <Badge tone="danger">Sold out</Badge>;
  if (row.low) return <Badge tone="warning">Low</Badge>;
  return null;
}

/** The inventory table's columns; `canEdit` (catalog:write) adds the adjust and threshold controls. */
export function inventoryColumns({
  canEdit,
  onHistory,
}: {
  canEdit: boolean;
  onHistory: (row: InventoryRow) => void;
}) {
  return [
    col.accessor('productName', {
      header: 'Product',
      cell: (c) => (
        <div className="min-w-44">
          <div className="font-medium">{c.getValue()}</div>
          <div className="text-xs text-muted">
            {CATEGORY_LABELS[c.row.original.category]}
            <span className="xl:hidden"> · {c.row.original.shopName}</span>
            {c.row.original.productStatus !== 'active' && (
              <Badge tone="neutral" className="ml-1.5 capitalize">
                {c.row.original.productStatus}
              </Badge>
            )}
          </div>
        </div>
      ),
    }),
    col.accessor('label', {
      header: 'Variant',
      cell: (c) => (
        <div className="whitespace-nowrap">
          {c.getValue()}
          <div className="font-mono text-xs text-muted">{c.row.original.sku ?? '—'}</div>
        </div>
      ),
    }),
    col.accessor('shopName', {
      header: () => <span className="hidden xl:inline">Shop</span>,
      cell: (c) => <span className="hidden max-w-40 truncate text-muted xl:block">{c.getValue()}</span>,
    }),
    col.accessor('stock', {
      header: 'Stock',
      meta: { align: 'end' },
      cell: (c) => (
        <span className="inline-flex items-center justify-end gap-2 whitespace-nowrap">
          <StockBadge row={c.row.original} />
          <span className="font-semibold tabular-nums">{c.getValue()}</span>
        </span>
      ),
    }),
    col.accessor('threshold', {
      header: 'Low at',
      meta: { align: 'end' },
      cell: (c) => <ThresholdEditor row={c.row.original} canEdit={canEdit} />,
    }),
    col.accessor('lastMovementAt', {
      header: () => <span className="hidden xl:inline">Last change</span>,
      cell: (c) => {
        const at = c.getValue();
        return at ? (
          <time
            dateTime={at}
            className="hidden whitespace-nowrap text-muted xl:inline"
            title={new Date(at).toLocaleString()}
          >
            {formatDistanceToNowStrict(new Date(at), { addSuffix: true })}
          </time>
        ) : (
          <span className="hidden text-muted xl:inline">—</span>
        );
      },
    }),
    col.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      meta: { align: 'end' },
      cell: (c) => (
        <span className="flex justify-end gap-1.5">
          {canEdit && <AdjustStockPopover row={c.row.original} />}
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Stock history, ${c.row.original.productName} ${c.row.original.label}`}
            onClick={() => onHistory(c.row.original)}
          >
            <History className="h-3.5 w-3.5" aria-hidden />
            <span className="hidden lg:inline">History</span>
          </Button>
        </span>
      ),
    }),
  ];
}
