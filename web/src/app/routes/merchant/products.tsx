import { useSearchParams } from 'react-router';
import { CATEGORIES, type Category } from '#domain/catalog.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { LoadingSkeleton } from '#web/components/ui/skeleton.tsx';
import {
  MERCHANT_PRODUCTS_KEY,
  useMerchantProducts,
} from '#web/features/merchant/products/api/get-merchant-products.ts';
import { ProductCards } from '#web/features/merchant/products/components/product-cards.tsx';
import { ProductFilters } from '#web/features/merchant/products/components/product-filters.tsx';
import { ProductsTable } from '#web/features/merchant/products/components/products-table.tsx';
import {
  filterProducts,
  stockCounts,
  type ProductFilter,
} from '#web/features/merchant/products/utils/filter-products.ts';
import { useLiveShop } from '#web/features/merchant/hooks/use-live-shop.ts';
import { PageTitle } from '#web/components/layout/page-title.tsx';
import { useMerchant } from './use-merchant.ts';

export function MerchantProductsRoute() {
  const me = useMerchant();
  const { data, isPending, error, refetch } = useMerchantProducts();
  useLiveShop(me.shopId, 'stock', MERCHANT_PRODUCTS_KEY);
  const [params, setParams] = useSearchParams();
  const category = params.get('category') ?? '';
  const filter: ProductFilter = {
    q: params.get('q') ?? '',
    category: (CATEGORIES as readonly string[]).includes(category) ? (category as Category) : '',
  };
  const setFilter = (next: ProductFilter) =>
    setParams(
      (p) => {
        for (const [k, v] of Object.entries(next)) {
          if (v) p.set(k, v);
          else p.delete(k);
        }
        return p;
      },
      { replace: true },
    );
  const owner = me.shopPermissions.includes('shop:prices');
  const counts = data ? stockCounts(data.products) : null;
  const shown = data ? filterProducts(data.products, filter) : [];

  return (
    <>
      <PageTitle
        className="print:hidden"
        title="Products"
        actions={
          counts && (
            <>
              <Badge tone={counts.soldOut ? 'danger' : 'neutral'}>{counts.soldOut} sold out</Badge>
              <Badge tone={counts.low ? 'warning' : 'neutral'}>{counts.low} low</Badge>
            </>
          )
        }
      >
        Stock changes reach the storefront at once.{' '}
        {data && !(data.pricesEditable && owner) && 'Prices and lab facts are set by the NY Minute team.'}
      </PageTitle>
      <div className="space-y-4">
        <ProductFilters filter={filter} onChange={setFilter} />
        {isPending ? (
          <LoadingSkeleton variant="card" count={4} />
        ) : error ? (
          <div role="alert" className="rounded-2xl border border-danger/35 bg-danger/5 p-6 text-sm">
            <p className="font-medium">The products could not be loaded.</p>
            <p className="mt-1 text-muted">{error.message}</p>
            <button type="button" onClick={() => void refetch()} className="mt-3 underline">
              Try again
            </button>
          </div>
        ) : shown.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-border p-10 text-center text-muted">
            No products match this search.
          </p>
        ) : (
          <>
            <ProductsTable products={shown} pricesEditable={data.pricesEditable && owner} />
            <ProductCards products={shown} pricesEditable={data.pricesEditable && owner} />
          </>
        )}
      </div>
    </>
  );
}
