import { COUPON_STATUS_LABELS, type CouponStatus } from '#domain/admin/coupons.ts';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';

const TONE: Record<CouponStatus, BadgeTone> = {
  active: 'success',
  scheduled: 'info',
  expired: 'neutral',
  used_up: 'warning',
  inactive: 'neutral',
  archived: 'neutral',
};

export function CouponStatusBadge({ status }: { status: CouponStatus }) {
  return <Badge tone={TONE[status]}>{COUPON_STATUS_LABELS[status]}</Badge>;
}
