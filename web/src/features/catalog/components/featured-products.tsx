import { useDeferredValue, type ReactNode } from 'react';
import type { Product } from '#domain/catalog.ts';
import { SectionHeading } from '#web/components/ui/section-heading.tsx';
import { LoadingSkeleton } from '#web/components/ui/skeleton.tsx';
import { useFeaturedProducts } from '../api/get-featured-products.ts';
import { CatalogError } from './catalog-error.tsx';
import { ProductGrid } from './product-grid.tsx';

interface FeaturedProductsProps {
  titleId: string;
  renderAction?: (product: Product) => ReactNode;
}

export function FeaturedProducts({ titleId, renderAction }: FeaturedProductsProps) {
  const { data: latest, isPending, isError, refetch } = useFeaturedProducts();
  // The cards follow the answer in a background render, in small slices (see ProductCatalog).
  const data = useDeferredValue(latest);
  const waiting = isPending || (latest !== undefined && data === undefined);
  if (!waiting && !isError && data?.length === 0) return null;
  return (
    <>
      <SectionHeading id={titleId} eyebrow="Featured" title="A short selection to begin with">
        Picked from across the menu by our team, each with its lab report one tap away.
      </SectionHeading>
      <div className="mt-10">
        {waiting ? (
          <LoadingSkeleton variant="grid" count={4} />
        ) : isError || !data ? (
          <CatalogError onRetry={() => void refetch()} />
        ) : (
          <ProductGrid
            products={data.slice(0, 8)}
            renderAction={renderAction}
            label="Featured products"
            priorityCount={2}
            columns={3}
          />
        )}
      </div>
    </>
  );
}
