import { CATEGORIES, CATEGORY_LABELS } from '#domain/catalog.ts';
import { FilterBar, type FilterState } from '#web/components/data-table/filter-bar.tsx';
import type { ProductFilterKey } from '../api/get-admin-products.ts';
import { useShopOptions } from '../api/get-shop-options.ts';

/** The products table's filter bar; every value lives in the URL. */
export function ProductsFilters(state: FilterState<ProductFilterKey>) {
  const shops = useShopOptions().data ?? [];
  return (
    <FilterBar
      {...state}
      search={{
        id: 'products-search',
        what: 'products',
        placeholder: 'Name or SKU',
        title: 'Search by part of a product name or SKU',
      }}
      selects={[
        {
          key: 'status',
          id: 'products-status',
          label: 'Status',
          anyLabel: 'Any status',
          options: [
            ['draft', 'Draft'],
            ['active', 'Active'],
            ['archived', 'Archived'],
          ],
        },
        {
          key: 'category',
          id: 'products-category',
          label: 'Category',
          anyLabel: 'Any category',
          options: CATEGORIES.map((c) => [c, CATEGORY_LABELS[c]] as const),
        },
        { key: 'shopId', id: 'products-shop', label: 'Shop', anyLabel: 'Any shop', options: shops },
        {
          key: 'lowStock',
          id: 'products-stock',
          label: 'Stock',
          anyLabel: 'Any stock',
          options: [['1', 'Low stock']],
        },
      ]}
    />
  );
}
