import { Check, X } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useShopStaff } from '#web/features/merchant/staff/api/get-shop-staff.ts';
import { InviteStaffDialog } from '#web/features/merchant/staff/components/invite-staff-dialog.tsx';
import { PendingInvitations } from '#web/features/merchant/staff/components/pending-invitations.tsx';
import { StaffList } from '#web/features/merchant/staff/components/staff-list.tsx';
import { useLiveStaff } from '#web/features/merchant/staff/hooks/use-live-staff.ts';
import { OwnerOnly, useShopCan } from './owner-only.tsx';
import { PageTitle } from '#web/components/layout/page-title.tsx';
import { useMerchant } from './use-merchant.ts';

const CAN = [
  'Take, accept and reject new orders',
  'Prepare orders and mark them ready',
  'Mark items sold out or back, count stock',
];
const CANNOT = [
  'See reports, sales or payouts',
  'Change shop settings, hours or prices',
  'Invite or remove staff',
];

/** The owner's people: who works the shop, open invitations (revocable), invite by e-mail, remove. */
export function MerchantStaffRoute() {
  return useShopCan('shop:staff') ? <StaffPage /> : <OwnerOnly />;
}

function StaffPage() {
  const me = useMerchant();
  const staff = useShopStaff();
  useLiveStaff(me.shopId);
  const members = staff.data?.members;
  const invitations = staff.data?.invitations ?? [];
  const onlyOwner = members && members.every((m) => m.role === 'owner') && invitations.length === 0;
  return (
    <>
      <PageTitle className="print:hidden" title="Staff" actions={<InviteStaffDialog />}>
        The people who work {me.shopName} on the portal.
      </PageTitle>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-3">
          {staff.isError && !members ? (
            <div role="alert" className="rounded-2xl border border-danger/40 p-6 text-center">
              <p className="font-medium">{staff.error.message || 'Could not load the staff.'}</p>
              <Button variant="outline" size="sm" className="mt-3" onClick={() => void staff.refetch()}>
                Try again
              </Button>
            </div>
          ) : members ? (
            <>
              <StaffList members={members} selfId={me.id} />
              <PendingInvitations invitations={invitations} />
              {onlyOwner && (
                <p className="rounded-2xl border border-dashed border-border px-4 py-6 text-center text-sm text-muted">
                  No staff yet. Invite the people who take orders at your counter.
                </p>
              )}
            </>
          ) : (
            <div className="space-y-2" aria-busy>
              <Skeleton className="h-16 w-full" />
              <Skeleton className="h-16 w-full" />
            </div>
          )}
        </div>
        <aside
          aria-label="What staff can do"
          className="h-fit rounded-2xl border border-border bg-surface p-4 text-sm"
        >
          <h2 className="font-semibold">What staff can do</h2>
          <ul className="mt-2 space-y-1.5">
            {CAN.map((line) => (
              <li key={line} className="flex gap-2">
                <Check className="mt-0.5 h-4 w-4 shrink-0 text-success" aria-hidden />
                {line}
              </li>
            ))}
          </ul>
          <h2 className="mt-4 font-semibold">Only you, the owner</h2>
          <ul className="mt-2 space-y-1.5">
            {CANNOT.map((line) => (
              <li key={line} className="flex gap-2 text-muted">
                <X className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
                {line}
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </>
  );
}
