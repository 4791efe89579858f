import { useParams } from 'react-router';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { BackLink } from '#web/features/orders/components/back-link.tsx';
import { OrderDetail } from '#web/features/orders/components/order-detail.tsx';

export function OrderDetailRoute() {
  const id = useParams().id ?? '';
  return (
    <section className="container-page max-w-6xl pb-28 pt-8 sm:pt-12 md:pb-20">
      <PageMeta title="Order details" path={`/my-orders/${encodeURIComponent(id)}`} />
      <BackLink to="/my-orders">All orders</BackLink>
      <div className="mt-4">
        <OrderDetail key={id} id={id} />
      </div>
    </section>
  );
}
