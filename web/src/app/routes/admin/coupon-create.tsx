import { useNavigate } from 'react-router';
import { PageHeader } from '#web/components/page-header.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { CouponForm } from '#web/features/admin/coupons/components/coupon-form.tsx';
import { useShops } from '#web/features/content/api/get-shops.ts';
import { DocumentTitle } from '#web/components/layout/document-title.tsx';

/** Marketing → Coupons → New coupon. */
export function AdminCouponCreateRoute() {
  const navigate = useNavigate();
  const shops = useShops();
  return (
    <div className="space-y-5">
      <DocumentTitle>New coupon</DocumentTitle>
      <PageHeader title="New coupon" description="Set what it gives, when, to whom and how often." />
      {shops.isPending ? (
        <Skeleton className="h-96 w-full" />
      ) : (
        <CouponForm shops={shops.data ?? []} onSaved={(c) => void navigate(`/admin/coupons/${c.id}/edit`)} />
      )}
    </div>
  );
}
