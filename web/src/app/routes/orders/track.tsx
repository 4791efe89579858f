import { useParams } from 'react-router';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { BackLink } from '#web/features/orders/components/back-link.tsx';
import { TrackingScreen } from '#web/features/orders/components/tracking-screen.tsx';

export function TrackRoute() {
  const code = (useParams().code ?? '').trim().toUpperCase();
  return (
    <section className="container-page min-h-svh max-w-6xl pb-28 pt-8 sm:pt-12 md:pb-20">
      <PageMeta title="Order status" path={`/track/${encodeURIComponent(code)}`} />
      <meta name="robots" content="noindex" />
      <BackLink to="/track-order">Track another order</BackLink>
      <div className="mt-4">
        <TrackingScreen key={code} code={code} />
      </div>
    </section>
  );
}
