import { useSearchParams } from 'react-router';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { LoadingSkeleton } from '#web/components/ui/skeleton.tsx';
import { MissingOrder } from '#web/features/checkout/components/missing-order.tsx';
import { OrderConfirmation } from '#web/features/checkout/components/order-confirmation.tsx';
import { TrackedOrderConfirmation } from '#web/features/checkout/components/tracked-order-confirmation.tsx';
import { useOrderConfirmation } from '#web/features/checkout/hooks/use-order-confirmation.ts';

export function OrderConfirmationRoute() {
  const [params] = useSearchParams();
  const state = useOrderConfirmation(params.get('code')?.trim() ?? '');

  return (
    <section className="container-page max-w-6xl pb-28 pt-8 sm:pt-12 md:pb-20">
      <PageMeta
        title={state.kind === 'missing' ? 'Order not found' : 'Order confirmed'}
        description="Your New York Minute order is confirmed: follow it from the shop to your door."
        path="/order-confirmation"
      />
      {state.kind === 'placed' ? (
        <OrderConfirmation order={state.order} />
      ) : state.kind === 'tracked' ? (
        <TrackedOrderConfirmation order={state.order} />
      ) : state.kind === 'loading' ? (
        <LoadingSkeleton variant="card" />
      ) : (
        <MissingOrder />
      )}
    </section>
  );
}
