import { format } from 'date-fns';
import type { AdminCoupon } from '#domain/admin/coupons.ts';
import { formatUsd } from '#domain/money.ts';
import { couponUsage } from '../utils/coupon-values.ts';
import { CouponStatusBadge } from './coupon-status-badge.tsx';

/** Usage so far and the revenue of the orders placed with the coupon (cancelled ones left out). */
export function CouponUsageCard({ coupon }: { coupon: AdminCoupon }) {
  return (
    <section className="space-y-3 rounded-2xl border border-border bg-surface p-5" aria-label="Usage">
      <div className="flex items-center justify-between">
        <h2 className="text-base font-semibold">Usage</h2>
        <CouponStatusBadge status={coupon.status} />
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-xs text-muted">Used</dt>
          <dd className="text-xl font-semibold tabular-nums">{couponUsage(coupon)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted">Revenue with it</dt>
          <dd className="text-xl font-semibold tabular-nums">{formatUsd(coupon.revenueCents)}</dd>
        </div>
      </dl>
      <p className="text-xs text-muted">
        Created {format(new Date(coupon.createdAt), 'MMM d, yyyy')} · changed{' '}
        {format(new Date(coupon.updatedAt), 'MMM d, yyyy h:mm a')}
      </p>
    </section>
  );
}
