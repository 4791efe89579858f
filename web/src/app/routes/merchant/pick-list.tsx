import { ArrowLeft, Printer } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { OrderTimeline } from '#web/features/merchant/orders/components/order-timeline.tsx';
import { PickList } from '#web/features/merchant/orders/components/pick-list.tsx';
import { useLiveMerchantOrder } from '#web/features/merchant/orders/hooks/use-live-merchant-order.ts';
import { PageTitle } from '#web/components/layout/page-title.tsx';
import { useMerchant } from './use-merchant.ts';

/** On paper: black on white whatever the theme, with a printer's margin. */
const PRINT_CSS =
  '@media print{html,body,.bg-background{background:#fff!important;color:#000!important;color-scheme:light}@page{margin:12mm}}';

/** One order's printable pick list; the shell, buttons and timeline stay off the paper. */
export function MerchantPickListRoute() {
  const { id = '' } = useParams();
  const me = useMerchant();
  const order = useLiveMerchantOrder(me.shopId, id);
  return (
    <div className="mx-auto max-w-3xl print:max-w-none">
      <style>{PRINT_CSS}</style>
      <PageTitle
        className="print:hidden"
        title="Pick list"
        actions={
          <>
            <Button asChild variant="outline" size="sm">
              <Link to="/merchant/dashboard">
                <ArrowLeft className="h-4 w-4" aria-hidden />
                Orders
              </Link>
            </Button>
            <Button size="sm" onClick={() => window.print()} disabled={!order.data}>
              <Printer className="h-4 w-4" aria-hidden />
              Print
            </Button>
          </>
        }
      />
      {order.isPending ? (
        <Skeleton className="h-96 w-full" />
      ) : order.isError ? (
        <p role="alert" className="rounded-2xl border border-danger/40 bg-danger/5 p-6 text-sm">
          {order.error.message}
        </p>
      ) : (
        <>
          <PickList order={order.data.order} />
          <OrderTimeline events={order.data.order.events} />
        </>
      )}
    </div>
  );
}
