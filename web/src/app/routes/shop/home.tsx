import { lazy, Suspense } from 'react';
import { usePrefetchQuery } from '@tanstack/react-query';
import type { Product } from '#domain/catalog.ts';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { LoadingSkeleton } from '#web/components/ui/skeleton.tsx';
import { featuredProductsQueryOptions } from '#web/features/catalog/api/get-featured-products.ts';
import { productsQueryOptions } from '#web/features/catalog/api/get-products.ts';
import { Hero } from '#web/features/content/components/hero.tsx';
import { NewCustomerBanner } from '#web/features/content/components/new-customer-banner.tsx';
import { useKeepHashInView } from '#web/features/content/hooks/use-keep-hash-in-view.ts';

// Only the hero and the banner are in the entry bundle; every section below the fold is its own chunk.
const FeaturedProducts = lazy(() =>
  import('#web/features/catalog/components/featured-products.tsx').then((m) => ({
    default: m.FeaturedProducts,
  })),
);
const ProductCatalog = lazy(() =>
  import('#web/features/catalog/components/product-catalog.tsx').then((m) => ({ default: m.ProductCatalog })),
);
const QuickAddButton = lazy(() =>
  import('#web/features/cart/components/quick-add-button.tsx').then((m) => ({ default: m.QuickAddButton })),
);
const HowItWorks = lazy(() =>
  import('#web/features/content/components/how-it-works.tsx').then((m) => ({ default: m.HowItWorks })),
);
const DeliveryArea = lazy(() =>
  import('#web/features/content/components/delivery-area.tsx').then((m) => ({ default: m.DeliveryArea })),
);
const LabTestingExplainer = lazy(() =>
  import('#web/features/content/components/lab-testing-explainer.tsx').then((m) => ({
    default: m.LabTestingExplainer,
  })),
);
const ShopsTeaser = lazy(() =>
  import('#web/features/content/components/shops-teaser.tsx').then((m) => ({ default: m.ShopsTeaser })),
);
const JournalTeaser = lazy(() =>
  import('#web/features/content/components/journal-teaser.tsx').then((m) => ({ default: m.JournalTeaser })),
);

const quickAdd = (product: Product) => (
  <Suspense fallback={null}>
    <QuickAddButton product={product} />
  </Suspense>
);

export function HomeRoute() {
  usePrefetchQuery(featuredProductsQueryOptions);
  usePrefetchQuery(productsQueryOptions());
  useKeepHashInView();
  const grid = <LoadingSkeleton variant="grid" count={4} />;
  const card = <LoadingSkeleton variant="card" />;
  // Sections off screen are not laid out or painted until they come near it (content-visibility), so the sections
  // arriving after the first paint cost a phone one small layout instead of the whole 13,000 px page's.
  const section =
    'container-page py-14 sm:py-20 [content-visibility:auto] [contain-intrinsic-size:auto_1000px]';
  return (
    <>
      <PageMeta path="/" />
      <Hero />
      <NewCustomerBanner />
      <section id="featured" aria-labelledby="featured-title" className={`${section} sm:pt-24`}>
        <Suspense fallback={grid}>
          <FeaturedProducts titleId="featured-title" renderAction={quickAdd} />
        </Suspense>
      </section>
      <section id="products" aria-labelledby="products-title" className={section}>
        <Suspense fallback={grid}>
          <ProductCatalog titleId="products-title" renderAction={quickAdd} />
        </Suspense>
      </section>
      <section id="how-it-works" aria-labelledby="how-it-works-title" className={section}>
        <Suspense fallback={card}>
          <HowItWorks titleId="how-it-works-title" />
        </Suspense>
      </section>
      <section id="delivery-area" aria-labelledby="delivery-area-title" className={section}>
        <Suspense fallback={card}>
          <DeliveryArea titleId="delivery-area-title" />
        </Suspense>
      </section>
      <section aria-labelledby="lab-testing-title" className={section}>
        <Suspense fallback={card}>
          <LabTestingExplainer titleId="lab-testing-title" />
        </Suspense>
      </section>
      <section aria-labelledby="partner-shops-title" className={section}>
        <Suspense fallback={card}>
          <ShopsTeaser titleId="partner-shops-title" />
        </Suspense>
      </section>
      <section aria-labelledby="journal-title" className={section}>
        <Suspense fallback={card}>
          <JournalTeaser titleId="journal-title" />
        </Suspense>
      </section>
    </>
  );
}
