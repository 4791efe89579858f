import { format } from 'date-fns';
import { Link } from 'react-router';
import type { AdminCoupon } from '#domain/admin/coupons.ts';
import { formatUsd } from '#domain/money.ts';
import { dataTableColumns } from '#web/components/data-table/data-table-columns.ts';
import { DataTable } from '#web/components/data-table/data-table.tsx';
import { COUPON_FILTER_KEYS, couponsQuery } from '../api/get-coupons.ts';
import { couponOffer, couponUsage } from '../utils/coupon-values.ts';
import { CouponActiveSwitch } from './coupon-active-switch.tsx';
import { CouponDelete } from './coupon-delete.tsx';
import { CouponStatusBadge } from './coupon-status-badge.tsx';

const day = (iso: string | null) => (iso ? format(new Date(iso), 'MMM d, yyyy') : null);
const col = dataTableColumns<AdminCoupon>();
const columns = [
  col.accessor('code', {
    header: 'Code',
    cell: ({ row: { original: c } }) => (
      <>
        <Link to={`/admin/coupons/${c.id}/edit`} className="font-mono font-medium hover:underline">
          {c.code}
        </Link>
        {c.description && (
          <div className="max-w-36 truncate text-xs text-muted xl:max-w-64" title={c.description}>
            {c.description}
          </div>
        )}
      </>
    ),
  }),
  col.display({
    id: 'discount',
    header: 'Discount',
    meta: { className: 'whitespace-nowrap' },
    cell: ({ row: { original: c } }) => (
      <>
        {couponOffer(c)}
        <div className="text-xs text-muted">
          {[
            c.minSubtotalCents > 0 && `from ${formatUsd(c.minSubtotalCents)}`,
            c.firstOrderOnly && 'first order',
            (c.shopIds.length > 0 || c.categories.length > 0) && 'scoped',
          ]
            .filter(Boolean)
            .join(' · ')}
        </div>
      </>
    ),
  }),
  col.accessor('status', { header: 'Status', cell: (c) => <CouponStatusBadge status={c.getValue()} /> }),
  col.display({
    id: 'used',
    header: 'Used',
    meta: { align: 'end', className: 'whitespace-nowrap' },
    cell: (c) => couponUsage(c.row.original),
  }),
  col.accessor('revenueCents', {
    header: 'Revenue',
    meta: { align: 'end' },
    cell: (c) => formatUsd(c.getValue()),
  }),
  col.display({
    id: 'dates',
    header: 'Dates',
    // The dates give way on a tablet.
    meta: { className: 'hidden xl:table-cell' },
    cell: ({ row: { original: c } }) => (
      <span className="text-xs text-muted">
        {day(c.startsAt) ?? 'Now'} → {day(c.endsAt) ?? 'no end'}
      </span>
    ),
  }),
  col.display({ id: 'on', header: 'On', cell: (c) => <CouponActiveSwitch coupon={c.row.original} /> }),
  col.display({
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    meta: { align: 'end' },
    cell: (c) => !c.row.original.archivedAt && <CouponDelete coupon={c.row.original} compact />,
  }),
];

/** Every coupon the URL's search and status match, newest first, with its switch and delete in the row. */
export function CouponsTable({ empty }: { empty: string }) {
  return (
    <DataTable
      caption="Coupons"
      columns={columns}
      query={couponsQuery}
      filterKeys={COUPON_FILTER_KEYS}
      getRowId={(c) => c.id}
      empty={empty}
      pagerLabels={null}
    />
  );
}
