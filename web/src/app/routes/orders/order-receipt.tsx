import { useParams } from 'react-router';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { BackLink } from '#web/features/orders/components/back-link.tsx';
import { OrderReceipt } from '#web/features/orders/components/order-receipt.tsx';

export function OrderReceiptRoute() {
  const id = useParams().id ?? '';
  return (
    <section className="container-page max-w-3xl pb-28 pt-8 sm:pt-12 md:pb-20">
      <PageMeta title="Receipt" path={`/my-orders/${encodeURIComponent(id)}/receipt`} />
      <meta name="robots" content="noindex" />
      <div className="print:hidden">
        <BackLink to={`/my-orders/${encodeURIComponent(id)}`}>Order details</BackLink>
      </div>
      <div className="mt-4">
        <OrderReceipt key={id} id={id} />
      </div>
    </section>
  );
}
