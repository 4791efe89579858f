import { format } from 'date-fns';
import { Link } from 'react-router';
import type { AdminCoupon } from '#domain/admin/coupons.ts';
import { formatUsd } from '#domain/money.ts';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { couponOffer, couponUsage } from '../utils/coupon-values.ts';
import { CouponActiveSwitch } from './coupon-active-switch.tsx';
import { CouponDelete } from './coupon-delete.tsx';
import { CouponStatusBadge } from './coupon-status-badge.tsx';

const HEADINGS = ['Code', 'Discount', 'Status', 'Used', 'Revenue', 'Dates', 'On', ''];
/** The dates give way on a tablet. */
const WIDE = 'hidden xl:table-cell';
const day = (iso: string | null) => (iso ? format(new Date(iso), 'MMM d, yyyy') : null);

interface CouponsTableProps {
  coupons: AdminCoupon[];
  pending: boolean;
  fetching: boolean;
  error: Error | null;
  empty: string;
}

export function CouponsTable({ coupons, pending, fetching, error, empty }: CouponsTableProps) {
  return (
    <div className="overflow-auto rounded-2xl border border-border">
      <table className="w-full text-sm" aria-busy={fetching}>
        <caption className="sr-only">Coupons</caption>
        <thead className="sticky top-0 bg-surface-2 text-left text-xs text-muted">
          <tr>
            {HEADINGS.map((h, i) => (
              <th
                key={h || 'actions'}
                className={`px-3 py-2.5 font-medium ${i === 3 || i === 4 ? 'text-right' : ''} ${i === 5 ? WIDE : ''}`}
              >
                {h || <span className="sr-only">Actions</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {pending &&
            [0, 1, 2, 3].map((i) => (
              <tr key={i}>
                <td colSpan={HEADINGS.length} className="px-3 py-3">
                  <Skeleton className="h-6 w-full" />
                </td>
              </tr>
            ))}
          {!pending && coupons.length === 0 && (
            <tr>
              <td colSpan={HEADINGS.length} className="px-3 py-12 text-center text-muted">
                {error ? error.message : empty}
              </td>
            </tr>
          )}
          {coupons.map((c) => (
            <tr key={c.id} className="hover:bg-surface-2/60">
              <td className="px-3 py-2.5">
                <Link to={`/admin/coupons/${c.id}/edit`} className="font-mono font-medium hover:underline">
                  {c.code}
                </Link>
                {c.description && (
                  <div className="max-w-36 truncate text-xs text-muted xl:max-w-64" title={c.description}>
                    {c.description}
                  </div>
                )}
              </td>
              <td className="whitespace-nowrap px-3 py-2.5">
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
              </td>
              <td className="px-3 py-2.5">
                <CouponStatusBadge status={c.status} />
              </td>
              <td className="whitespace-nowrap px-3 py-2.5 text-right tabular-nums">{couponUsage(c)}</td>
              <td className="px-3 py-2.5 text-right tabular-nums">{formatUsd(c.revenueCents)}</td>
              <td className={`px-3 py-2.5 text-xs text-muted ${WIDE}`}>
                {day(c.startsAt) ?? 'Now'} → {day(c.endsAt) ?? 'no end'}
              </td>
              <td className="px-3 py-2.5">
                <CouponActiveSwitch coupon={c} />
              </td>
              <td className="py-2.5 pr-2 text-right">
                {!c.archivedAt && <CouponDelete coupon={c} compact />}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
