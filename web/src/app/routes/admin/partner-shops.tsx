import { format } from 'date-fns';
import { PageHeader } from '#web/components/page-header.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { usePartnerShops } from '#web/features/admin/partners/api/get-partner-shops.ts';
import { CommissionEditor, PricesSwitch } from '#web/features/admin/partners/components/shop-terms.tsx';
import { useLivePartners } from '#web/features/admin/partners/hooks/use-live-partners.ts';
import { useShortcut } from '#web/hooks/use-shortcut.ts';
import type { AdminPartnerShop } from '#domain/admin/partners.ts';

const HEADINGS = ['Shop', 'Owner', 'People', 'Products', 'Now', 'Prices editable', 'Commission'];
/** People and products give way on a tablet, where the terms must stay in view. */
const WIDE = 'hidden text-right xl:table-cell';

function OpenState({ shop }: { shop: AdminPartnerShop }) {
  if (!shop.isActive) return <Badge tone="neutral">Inactive</Badge>;
  if (shop.closedUntil) {
    return <Badge tone="warning">Closed until {format(new Date(shop.closedUntil), 'MMM d, h:mm a')}</Badge>;
  }
  return shop.openNow ? <Badge tone="success">Open</Badge> : <Badge tone="neutral">Closed</Badge>;
}

/** Every partner shop: who runs it, its people and products, open or closed, and the terms the admin sets. */
export function AdminPartnerShopsRoute() {
  const shops = usePartnerShops();
  useLivePartners();
  useShortcut({
    keys: 'r',
    description: 'Refresh the partner shops',
    group: 'Partner shops',
    run: () => void shops.refetch(),
  });
  const rows = shops.data?.shops ?? [];
  return (
    <div className="space-y-5">
      <title>Partner shops | NY Minute Admin</title>
      <PageHeader
        title="Partner shops"
        description="The licensed dispensaries selling through the store. Allow a shop to edit its own prices and set the platform's commission; each change is confirmed, audited and reaches the shop's portal at once."
      />
      <div className="overflow-auto rounded-2xl border border-border">
        <table className="w-full text-sm" aria-busy={shops.isFetching}>
          <caption className="sr-only">Partner shops</caption>
          <thead className="sticky top-0 bg-surface-2 text-left text-xs text-muted">
            <tr>
              {HEADINGS.map((h, i) => (
                <th key={h} className={`px-4 py-2.5 font-medium ${i >= 2 && i <= 3 ? WIDE : ''}`}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {shops.isPending &&
              [0, 1, 2].map((i) => (
                <tr key={i}>
                  <td colSpan={HEADINGS.length} className="px-4 py-3">
                    <Skeleton className="h-6 w-full" />
                  </td>
                </tr>
              ))}
            {!shops.isPending && rows.length === 0 && (
              <tr>
                <td colSpan={HEADINGS.length} className="px-4 py-12 text-center text-muted">
                  {shops.isError ? shops.error.message : 'No partner shops yet.'}
                </td>
              </tr>
            )}
            {rows.map((s) => (
              <tr key={s.id} className="hover:bg-surface-2/60">
                <td className="px-4 py-2.5">
                  <div className="font-medium">{s.name}</div>
                  <div className="text-xs text-muted">
                    <span className="font-mono">{s.licenseNumber}</span> · {s.neighborhood}, {s.borough}
                  </div>
                </td>
                <td className="px-4 py-2.5">
                  {s.ownerName ?? <span className="text-muted">No owner</span>}
                  {s.ownerEmail && <div className="break-all text-xs text-muted">{s.ownerEmail}</div>}
                  <div className="text-xs text-muted xl:hidden">
                    {s.membersCount} {s.membersCount === 1 ? 'person' : 'people'} · {s.productsCount}{' '}
                    {s.productsCount === 1 ? 'product' : 'products'}
                  </div>
                </td>
                <td className={`px-4 py-2.5 tabular-nums ${WIDE}`}>{s.membersCount}</td>
                <td className={`px-4 py-2.5 tabular-nums ${WIDE}`}>{s.productsCount}</td>
                <td className="px-4 py-2.5">
                  <OpenState shop={s} />
                </td>
                <td className="px-4 py-2.5">
                  <PricesSwitch shop={s} />
                </td>
                <td className="px-4 py-2.5">
                  <CommissionEditor shop={s} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
