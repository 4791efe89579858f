import type { AdminCoupon } from '#domain/admin/coupons.ts';
import { couldNotText } from '#web/lib/staff-toast-text.ts';
import { toast } from '#web/lib/toast.ts';
import { useSetCouponActive } from '../api/coupon-actions.ts';

/** The coupon's on/off switch, right in the list. */
export function CouponActiveSwitch({ coupon }: { coupon: AdminCoupon }) {
  const setActive = useSetCouponActive();
  const archived = coupon.archivedAt !== null;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={coupon.isActive}
      aria-label={`Coupon ${coupon.code} active`}
      disabled={archived || setActive.isPending}
      onClick={() =>
        setActive.mutate(
          { id: coupon.id, active: !coupon.isActive },
          {
            onSuccess: ({ coupon: c }) =>
              toast.success(`Coupon ${c.code} ${c.isActive ? 'switched on' : 'switched off'}`),
            onError: (error) =>
              toast.error(
                couldNotText(`switch coupon ${coupon.code} ${coupon.isActive ? 'off' : 'on'}`, error),
              ),
          },
        )
      }
      className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border border-border bg-surface-2 transition aria-checked:border-accent aria-checked:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent/40 disabled:opacity-50"
    >
      <span className="ml-0.5 h-5 w-5 rounded-full bg-surface shadow transition-transform [[aria-checked=true]>&]:translate-x-5" />
    </button>
  );
}
