import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { BackLink } from '#web/features/orders/components/back-link.tsx';
import { ActiveOrder } from '#web/features/orders/components/active-order.tsx';
import { useSession } from '#web/lib/session.ts';

export function OrderTrackingRoute() {
  const { user } = useSession();
  return (
    <section className="container-page max-w-6xl pb-28 pt-8 sm:pt-12 md:pb-20">
      <PageMeta title="Order tracking" path="/order-tracking" />
      <BackLink to="/my-orders">My orders</BackLink>
      <div className="mt-4">{user && <ActiveOrder userId={user.id} />}</div>
    </section>
  );
}
