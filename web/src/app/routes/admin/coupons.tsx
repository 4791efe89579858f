import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { COUPON_STATUS_LABELS, COUPON_STATUSES, type CouponStatus } from '#domain/admin/coupons.ts';
import { PageHeader } from '#web/components/page-header.tsx';
import { buttonClass } from '#web/components/ui/button.tsx';
import { CONTROL_CLASS } from '#web/components/ui/form-field.tsx';
import { COUPONS_KEY } from '#web/features/admin/coupons/api/get-coupons.ts';
import { CouponsTable } from '#web/features/admin/coupons/components/coupons-table.tsx';
import { useLiveCoupons } from '#web/features/admin/coupons/hooks/use-live-coupons.ts';
import { useShortcut } from '#web/hooks/use-shortcut.ts';
import { cn } from '#web/lib/cn.ts';
import { DocumentTitle } from '#web/components/layout/document-title.tsx';

/** Marketing → Coupons: search and status in the URL, usage and revenue live as orders come in. */
export function AdminCouponsRoute() {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const q = search.get('q') ?? '';
  const statusParam = search.get('status');
  const status = COUPON_STATUSES.includes(statusParam as CouponStatus)
    ? (statusParam as CouponStatus)
    : undefined;
  const queryClient = useQueryClient();
  useLiveCoupons();
  const set = (key: string, value: string) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  useShortcut({
    keys: 'r',
    description: 'Refresh the coupons',
    group: 'Coupons',
    run: () => void queryClient.invalidateQueries({ queryKey: COUPONS_KEY }),
  });
  useShortcut({
    keys: 'c',
    description: 'New coupon',
    group: 'Coupons',
    run: () => void navigate('/admin/coupons/create'),
  });
  return (
    <div className="space-y-5">
      <DocumentTitle>Coupons</DocumentTitle>
      <PageHeader
        title="Coupons"
        description="Codes customers type at checkout. Usage and revenue count the orders placed with each code (cancelled ones left out); limits are enforced at checkout."
        actions={
          <Link to="/admin/coupons/create" className={buttonClass('primary', 'md')}>
            <Plus className="h-4 w-4" aria-hidden /> New coupon
          </Link>
        }
        filters={
          <div className="flex flex-wrap items-end gap-3">
            <label className="grow space-y-1 text-sm sm:max-w-80">
              <span className="font-medium">Search</span>
              <input
                type="search"
                className={cn(CONTROL_CLASS, 'h-10')}
                placeholder="Code or description"
                defaultValue={q}
                onChange={(e) => set('q', e.target.value.trim())}
              />
            </label>
            <label className="space-y-1 text-sm">
              <span className="font-medium">Status</span>
              <select
                className={cn(CONTROL_CLASS, 'h-10 w-44')}
                value={status ?? ''}
                onChange={(e) => set('status', e.target.value)}
              >
                <option value="">All but archived</option>
                {COUPON_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {COUPON_STATUS_LABELS[s]}
                  </option>
                ))}
              </select>
            </label>
          </div>
        }
      />
      <CouponsTable
        empty={q || status ? 'No coupon matches these filters.' : 'No coupons yet. Create the first one.'}
      />
    </div>
  );
}
