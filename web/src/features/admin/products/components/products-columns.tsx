import { formatDistanceToNowStrict } from 'date-fns';
import { ImageOff } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminProductRow } from '#domain/admin/products.ts';
import { CATEGORY_LABELS } from '#domain/catalog.ts';
import { formatUsd } from '#domain/money.ts';
import { dataTableColumns } from '#web/components/data-table/data-table-columns.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { priceRange } from '../utils/product-format.ts';
import { ProductStatusBadge } from './product-status-badge.tsx';

const col = dataTableColumns<AdminProductRow>();

export interface Selection {
  has: (id: string) => boolean;
  toggle: (id: string) => void;
  setMany: (ids: readonly string[], on: boolean) => void;
}

/** The products table's columns, the first a checkbox for the bulk actions. */
export function productColumns(selection: Selection) {
  return [
    col.display({
      id: 'select',
      header: ({ table }) => {
        const ids = table.getRowModel().rows.map((r) => r.id);
        const all = ids.length > 0 && ids.every(selection.has);
        return (
          <input
            type="checkbox"
            aria-label="Select every product on this page"
            className="h-4 w-4 accent-accent"
            checked={all}
            onChange={() => selection.setMany(ids, !all)}
          />
        );
      },
      cell: (c) => (
        <input
          type="checkbox"
          aria-label={`Select ${c.row.original.name}`}
          className="h-4 w-4 accent-accent"
          checked={selection.has(c.row.original.id)}
          onChange={() => selection.toggle(c.row.original.id)}
        />
      ),
    }),
    col.accessor('name', {
      header: 'Product',
      enableSorting: true,
      cell: (c) => (
        <div className="flex w-52 items-center gap-3 2xl:w-72">
          {c.row.original.imageUrl ? (
            <img
              src={c.row.original.imageUrl}
              alt=""
              loading="lazy"
              className="h-9 w-9 shrink-0 rounded-lg border border-border object-cover"
            />
          ) : (
            <span className="grid h-9 w-9 shrink-0 place-items-center rounded-lg border border-dashed border-border text-muted">
              <ImageOff className="h-4 w-4" aria-hidden />
            </span>
          )}
          <div className="min-w-0">
            <Link
              to={`/admin/products/${c.row.original.id}/edit`}
              title={c.getValue()}
              className="block truncate font-medium hover:underline focus-visible:underline"
            >
              {c.getValue()}
            </Link>
            <span className="block truncate text-xs text-muted">
              {c.row.original.producerName ?? 'No producer yet'}
            </span>
          </div>
        </div>
      ),
    }),
    col.accessor('category', { header: 'Category', cell: (c) => CATEGORY_LABELS[c.getValue()] }),
    col.accessor('shopName', {
      header: 'Shop',
      cell: (c) => (
        <span className="block max-w-28 truncate 2xl:max-w-44" title={c.getValue()}>
          {c.getValue()}
        </span>
      ),
    }),
    col.accessor('variantsCount', { header: 'Variants', meta: { align: 'end' } }),
    col.accessor('minPriceCents', {
      id: 'price',
      header: 'Price',
      enableSorting: true,
      meta: { align: 'end' },
      cell: (c) => (
        <span className="whitespace-nowrap">
          {priceRange(c.row.original.minPriceCents, c.row.original.maxPriceCents, formatUsd)}
        </span>
      ),
    }),
    col.accessor('stockTotal', {
      id: 'stock',
      header: 'Stock',
      enableSorting: true,
      meta: { align: 'end' },
      cell: (c) => (
        <span className="inline-flex items-center gap-2">
          {c.row.original.lowStock && <Badge tone="warning">Low</Badge>}
          {c.getValue()}
        </span>
      ),
    }),
    col.accessor('status', { header: 'Status', cell: (c) => <ProductStatusBadge status={c.getValue()} /> }),
    col.accessor('updatedAt', {
      id: 'updated',
      header: 'Updated',
      enableSorting: true,
      cell: (c) => (
        <time dateTime={c.getValue()} className="whitespace-nowrap text-muted" title={c.getValue()}>
          {formatDistanceToNowStrict(new Date(c.getValue()), { addSuffix: true })}
        </time>
      ),
    }),
  ];
}
