import { X } from 'lucide-react';
import { CATEGORIES, CATEGORY_LABELS } from '#domain/catalog.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FilterSelect } from '#web/components/data-table/filter-select.tsx';
import { ListSearch } from '#web/components/data-table/list-search.tsx';
import type { ProductFilterKey } from '../api/get-admin-products.ts';
import { useShopOptions } from '../api/get-shop-options.ts';

interface ProductsFiltersProps {
  filters: Readonly<Record<string, string>>;
  setFilter: (key: ProductFilterKey, value: string) => void;
  clear: () => void;
}

/** The products table's filter bar; every value lives in the URL. */
export function ProductsFilters({ filters, setFilter, clear }: ProductsFiltersProps) {
  const shops = useShopOptions().data ?? [];
  const active = Boolean(filters.status || filters.category || filters.shopId || filters.lowStock);
  return (
    <>
      <ListSearch
        id="products-search"
        value={filters.q ?? ''}
        onValue={(v) => setFilter('q', v)}
        what="products"
        placeholder="Name or SKU"
        title="Search by part of a product name or SKU"
      />
      <FilterSelect
        id="products-status"
        label="Status"
        anyLabel="Any status"
        value={filters.status ?? ''}
        onValue={(v) => setFilter('status', v)}
        options={[
          ['draft', 'Draft'],
          ['active', 'Active'],
          ['archived', 'Archived'],
        ]}
      />
      <FilterSelect
        id="products-category"
        label="Category"
        anyLabel="Any category"
        value={filters.category ?? ''}
        onValue={(v) => setFilter('category', v)}
        options={CATEGORIES.map((c) => [c, CATEGORY_LABELS[c]] as const)}
      />
      <FilterSelect
        id="products-shop"
        label="Shop"
        anyLabel="Any shop"
        value={filters.shopId ?? ''}
        onValue={(v) => setFilter('shopId', v)}
        options={shops}
      />
      <FilterSelect
        id="products-stock"
        label="Stock"
        anyLabel="Any stock"
        value={filters.lowStock ?? ''}
        onValue={(v) => setFilter('lowStock', v)}
        options={[['1', 'Low stock']]}
      />
      {active && (
        <Button variant="ghost" size="sm" className="self-end" onClick={clear}>
          <X className="h-4 w-4" aria-hidden />
          Clear filters
        </Button>
      )}
    </>
  );
}
