import { useDeferredValue, type ReactNode } from 'react';
import { CATEGORY_LABELS, type Product } from '#domain/catalog.ts';
import { SectionHeading } from '#web/components/ui/section-heading.tsx';
import { LoadingSkeleton } from '#web/components/ui/skeleton.tsx';
import { cn } from '#web/lib/cn.ts';
import { useProducts } from '../api/get-products.ts';
import { useCategoryParam } from '../hooks/use-category-param.ts';
import { CatalogError } from './catalog-error.tsx';
import { CategoryFilter } from './category-filter.tsx';
import { ProductGrid } from './product-grid.tsx';

interface ProductCatalogProps {
  titleId: string;
  renderAction?: (product: Product) => ReactNode;
}

/** The full menu with its category filter; the caller provides the #products section around it. */
export function ProductCatalog({ titleId, renderAction }: ProductCatalogProps) {
  const [category, setCategory] = useCategoryParam();
  const { data: latest, isPending, isError, refetch, isPlaceholderData } = useProducts(category);
  // A query's answer re-renders its readers synchronously: the whole menu's cards in one long task on a phone. The
  // cards follow the answer in a background render instead, which React does in small slices.
  const data = useDeferredValue(latest);
  const waiting = isPending || (latest !== undefined && data === undefined);
  const scope = category ? CATEGORY_LABELS[category].toLowerCase() : 'products';
  return (
    <>
      <SectionHeading id={titleId} eyebrow="The menu" title="Shop all products">
        Flower, pre-rolls, edibles, concentrates and vapes from licensed New York dispensaries. Sealed,
        labelled and lab tested.
      </SectionHeading>
      <div className="mt-10 flex flex-col gap-4 border-y border-border py-4 sm:flex-row sm:items-center sm:justify-between">
        <CategoryFilter value={category} onChange={setCategory} />
        <p aria-live="polite" className="shrink-0 text-sm text-muted">
          {data && !isPlaceholderData ? `${data.length} ${data.length === 1 ? 'product' : scope}` : ''}
        </p>
      </div>
      <div
        className={cn('mt-10 transition-opacity', isPlaceholderData && 'opacity-50')}
        aria-busy={isPlaceholderData}
      >
        {waiting ? (
          <LoadingSkeleton variant="grid" count={8} />
        ) : isError && !data ? (
          <CatalogError onRetry={() => void refetch()} />
        ) : data?.length ? (
          <ProductGrid products={data} renderAction={renderAction} label="Products" />
        ) : (
          <p className="py-16 text-center text-muted">Nothing in this category right now. Check back soon.</p>
        )}
      </div>
    </>
  );
}
