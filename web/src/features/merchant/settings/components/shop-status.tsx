import type { ReactNode } from 'react';
import { DoorClosed, DoorOpen } from 'lucide-react';
import type { MerchantShop } from '#domain/merchant/shop-contracts.ts';
import { Button } from '#web/components/ui/button.tsx';
import { couldNotText } from '#web/lib/staff-toast-text.ts';
import { toast } from '#web/lib/toast.ts';
import { useShopWrite } from '../api/shop-writes.ts';
import { ClosureDialog } from './closure-dialog.tsx';

/**
 * The shop's state at the top of the settings: open now, or closed until when and why; close or reopen. Unless
 * closed, `quickPauses` (the board's one-tap pauses) sit beside the closure form.
 */
export function ShopStatus({ shop, quickPauses }: { shop: MerchantShop; quickPauses?: ReactNode }) {
  const write = useShopWrite();
  const closed = Boolean(shop.closedUntil);
  const Icon = shop.openNow ? DoorOpen : DoorClosed;
  return (
    <section
      aria-label="Shop status"
      className={`flex flex-wrap items-center gap-4 rounded-2xl border p-5 ${
        shop.openNow ? 'border-success/30 bg-success/8' : 'border-amber-500/35 bg-amber-500/10'
      }`}
    >
      <Icon className={`h-8 w-8 shrink-0 ${shop.openNow ? 'text-success' : 'text-amber-600'}`} aria-hidden />
      <div className="min-w-[12rem] flex-1 basis-64">
        <p className="text-lg font-semibold" data-testid="shop-status">
          {shop.openNow ? 'Open now' : shop.status}
        </p>
        <p className="text-sm text-muted">
          {closed
            ? `Customers can only schedule deliveries for after the closure.${shop.closureNote ? ` Note: ${shop.closureNote}` : ''}`
            : shop.openNow
              ? 'Customers can order ASAP or schedule a delivery.'
              : 'Outside your opening hours: customers can schedule a delivery for when you open.'}
        </p>
      </div>
      {closed ? (
        <Button
          variant="accent"
          disabled={write.isPending}
          onClick={() =>
            write.mutate(
              { kind: 'reopen' },
              {
                onSuccess: () => toast.success('The shop is open again'),
                onError: (e) => toast.error(couldNotText('open the shop', e)),
              },
            )
          }
        >
          Reopen now
        </Button>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          {quickPauses}
          <ClosureDialog />
        </div>
      )}
    </section>
  );
}
