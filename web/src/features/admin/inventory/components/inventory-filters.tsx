import { CATEGORIES, CATEGORY_LABELS } from '#domain/catalog.ts';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { FilterBar, type FilterState } from '#web/components/data-table/filter-bar.tsx';
import type { InventoryFilterKey } from '../api/get-inventory.ts';
import { useShopOptions } from '../api/get-shop-options.ts';

interface InventoryFiltersProps extends FilterState<InventoryFilterKey> {
  lowStockCount: number | undefined;
}

/** Search, shop, category and the low-stock toggle (with the store's count); every value lives in the URL. */
export function InventoryFilters({ lowStockCount, ...state }: InventoryFiltersProps) {
  const { filters, setFilter } = state;
  const shops = useShopOptions();
  const low = filters.low === 'yes';
  const active = Boolean(filters.shop || filters.category || low);
  return (
    <FilterBar
      {...state}
      active={active}
      search={{
        id: 'inventory-search',
        what: 'inventory',
        placeholder: 'Product or SKU',
        title: 'Search by product name or the start of a SKU',
      }}
      selects={[
        {
          key: 'shop',
          id: 'inventory-shop',
          label: 'Shop',
          anyLabel: 'All shops',
          options: shops.data ?? [],
        },
        {
          key: 'category',
          id: 'inventory-category',
          label: 'Category',
          anyLabel: 'All categories',
          options: CATEGORIES.map((c) => [c, CATEGORY_LABELS[c]] as const),
        },
      ]}
    >
      <Button
        variant="outline"
        size="sm"
        aria-pressed={low}
        onClick={() => setFilter('low', low ? '' : 'yes')}
        className={cn('self-end rounded-lg', low && 'border-amber-500/50 bg-amber-500/15')}
      >
        Low stock only
        {lowStockCount !== undefined && (
          <span className="rounded-full bg-amber-500/20 px-1.5 text-xs tabular-nums">{lowStockCount}</span>
        )}
      </Button>
    </FilterBar>
  );
}
