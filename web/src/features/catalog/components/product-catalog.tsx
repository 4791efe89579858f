import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { CATEGORY_LABELS, type Product } from '#domain/catalog.ts';
import { browseProducts, facetCounts } from '#domain/catalog/browse.ts';
import { SectionHeading } from '#web/components/ui/section-heading.tsx';
import { LoadingSkeleton } from '#web/components/ui/skeleton.tsx';
import { useProducts } from '../api/get-products.ts';
import { useBrowseParams } from '../hooks/use-browse-params.ts';
import { CatalogError } from './catalog-error.tsx';
import { CatalogFacets } from './catalog-facets.tsx';
import { CategoryFilter } from './category-filter.tsx';
import { ProductGrid } from './product-grid.tsx';

interface ProductCatalogProps {
  titleId: string;
  renderAction?: (product: Product) => ReactNode;
}

/**
 * The full menu with its category, filters and sort (all in the URL). The whole menu is loaded once and filtered
 * here: on a phone that answers a tap in a few milliseconds, where a request per filter would wait on the network.
 */
export function ProductCatalog({ titleId, renderAction }: ProductCatalogProps) {
  const { browse, update, clear } = useBrowseParams();
  const { data: latest, isPending, isError, refetch } = useProducts();
  // A query's answer re-renders its readers synchronously: the whole menu's cards in one long task on a phone. The
  // cards follow the answer in a background render instead, which React does in small slices.
  const data = useDeferredValue(latest);
  const deferredBrowse = useDeferredValue(browse);
  const stale = deferredBrowse !== browse;
  const shown = useMemo(
    () => (data ? browseProducts(data, deferredBrowse) : undefined),
    [data, deferredBrowse],
  );
  const counts = useMemo(() => (data ? facetCounts(data, browse) : null), [data, browse]);
  const waiting = isPending || (latest !== undefined && data === undefined);
  const scope = browse.category ? CATEGORY_LABELS[browse.category].toLowerCase() : 'products';
  const filtered = Boolean(browse.strain || browse.thc || browse.price || browse.shop || browse.stock);
  return (
    <>
      <SectionHeading id={titleId} eyebrow="The menu" title="Shop all products">
        Flower, pre-rolls, edibles, concentrates and vapes from licensed New York dispensaries. Sealed,
        labelled and lab tested.
      </SectionHeading>
      <div className="mt-10 flex flex-col gap-3 border-y border-border py-4">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <CategoryFilter value={browse.category} onChange={(category) => update({ category })} />
          <p aria-live="polite" className="shrink-0 text-sm text-muted">
            {shown ? `${shown.length} ${shown.length === 1 ? 'product' : scope}` : ''}
          </p>
        </div>
        <CatalogFacets browse={browse} counts={counts} onChange={update} onClear={clear} />
      </div>
      <div className="mt-10 transition-opacity" aria-busy={stale}>
        {waiting ? (
          <LoadingSkeleton variant="grid" count={8} />
        ) : isError && !data ? (
          <CatalogError onRetry={() => void refetch()} />
        ) : shown?.length ? (
          <ProductGrid products={shown} renderAction={renderAction} label="Products" />
        ) : filtered ? (
          <div className="py-16 text-center text-muted">
            <p>No products match these filters.</p>
            <button
              type="button"
              onClick={clear}
              className="mt-3 cursor-pointer font-medium text-accent underline underline-offset-2 hover:no-underline"
            >
              Clear filters
            </button>
          </div>
        ) : (
          <p className="py-16 text-center text-muted">Nothing in this category right now. Check back soon.</p>
        )}
      </div>
    </>
  );
}
