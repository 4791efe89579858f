import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '#web/components/page-header.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useCoupon } from '#web/features/admin/coupons/api/get-coupon.ts';
import { CouponDelete } from '#web/features/admin/coupons/components/coupon-delete.tsx';
import { CouponForm } from '#web/features/admin/coupons/components/coupon-form.tsx';
import { CouponUsageCard } from '#web/features/admin/coupons/components/coupon-usage-card.tsx';
import { useLiveCoupons } from '#web/features/admin/coupons/hooks/use-live-coupons.ts';
import { useShops } from '#web/features/content/api/get-shops.ts';
import { DocumentTitle } from '#web/components/layout/document-title.tsx';

/** Marketing → Coupons → one coupon: its terms, its usage and revenue (live), delete or archive. */
export function AdminCouponEditRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const coupon = useCoupon(id);
  const shops = useShops();
  useLiveCoupons();
  const c = coupon.data?.coupon;
  return (
    <div className="space-y-5">
      <DocumentTitle>{`${c?.code ?? 'Coupon'}`}</DocumentTitle>
      <PageHeader
        title={c ? <span className="font-mono">{c.code}</span> : 'Coupon'}
        description={
          c?.archivedAt ? 'Archived: it can no longer be redeemed or changed.' : 'Edit the coupon’s terms.'
        }
        actions={
          c && !c.archivedAt && <CouponDelete coupon={c} onDone={() => void navigate('/admin/coupons')} />
        }
      />
      {coupon.isError && (
        <p className="rounded-2xl border border-danger/40 bg-danger/10 p-4">{coupon.error.message}</p>
      )}
      {(coupon.isPending || shops.isPending) && !coupon.isError && <Skeleton className="h-96 w-full" />}
      {c && !shops.isPending && (
        <CouponForm
          coupon={c}
          shops={shops.data ?? []}
          onSaved={() => undefined}
          aside={<CouponUsageCard coupon={c} />}
        />
      )}
    </div>
  );
}
