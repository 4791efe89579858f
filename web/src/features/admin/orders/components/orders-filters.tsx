import { X } from 'lucide-react';
import { BOROUGHS } from '#domain/compliance/delivery-area.ts';
import { PAYMENT_METHODS } from '#domain/checkout.schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { activeFilterCount, type OrderFilterKey } from '../utils/order-filters.ts';
import { FILTER_CONTROL, FilterField, FilterSelect } from '#web/components/data-table/filter-select.tsx';
import { OrderSearch } from './order-search.tsx';
import { PAYMENT_SHORT } from './orders-columns.tsx';
import { StatusFilter } from './status-filter.tsx';

interface OrdersFiltersProps {
  filters: Readonly<Record<string, string>>;
  setFilter: (key: OrderFilterKey, value: string) => void;
  clear: () => void;
  /** The shops to filter by, as [id, name]. */
  shops: readonly (readonly [string, string])[];
}

/** The order list's filter bar; every value lives in the URL. */
export function OrdersFilters({ filters, setFilter, clear, shops }: OrdersFiltersProps) {
  const count = activeFilterCount(filters);
  return (
    <>
      <OrderSearch value={filters.q ?? ''} onValue={(v) => setFilter('q', v)} />
      <StatusFilter value={filters.status} onValue={(v) => setFilter('status', v)} />
      <FilterSelect
        id="orders-shop"
        label="Shop"
        anyLabel="Any shop"
        value={filters.shop ?? ''}
        onValue={(v) => setFilter('shop', v)}
        options={shops}
        className="w-48"
      />
      <FilterSelect
        id="orders-borough"
        label="Borough"
        anyLabel="Any borough"
        value={filters.borough ?? ''}
        onValue={(v) => setFilter('borough', v)}
        options={BOROUGHS.map((b) => [b, b] as const)}
      />
      <FilterSelect
        id="orders-payment"
        label="Payment"
        anyLabel="Any payment"
        value={filters.payment ?? ''}
        onValue={(v) => setFilter('payment', v)}
        options={PAYMENT_METHODS.map((m) => [m, PAYMENT_SHORT[m]] as const)}
      />
      <FilterSelect
        id="orders-held"
        label="Risk"
        anyLabel="Any risk"
        value={filters.held ?? ''}
        onValue={(v) => setFilter('held', v)}
        options={[['true', 'Held for review']]}
      />
      <FilterField label="From" htmlFor="orders-from">
        <input
          id="orders-from"
          type="date"
          value={filters.from ?? ''}
          max={filters.to}
          onChange={(e) => setFilter('from', e.target.value)}
          className={FILTER_CONTROL}
        />
      </FilterField>
      <FilterField label="To" htmlFor="orders-to">
        <input
          id="orders-to"
          type="date"
          value={filters.to ?? ''}
          min={filters.from}
          onChange={(e) => setFilter('to', e.target.value)}
          className={FILTER_CONTROL}
        />
      </FilterField>
      <FilterField label="Coupon" htmlFor="orders-coupon">
        <input
          id="orders-coupon"
          defaultValue={filters.coupon ?? ''}
          key={filters.coupon ?? ''}
          placeholder="CODE"
          onBlur={(e) => setFilter('coupon', e.target.value.trim().toUpperCase())}
          onKeyDown={(e) => {
            if (e.key === 'Enter') setFilter('coupon', e.currentTarget.value.trim().toUpperCase());
          }}
          className={`${FILTER_CONTROL} w-28 uppercase`}
        />
      </FilterField>
      {filters.courier && (
        <div className="flex flex-col gap-1">
          <span className="text-xs font-medium text-muted">Courier</span>
          <Button
            variant="outline"
            size="sm"
            className="h-9 rounded-lg"
            onClick={() => setFilter('courier', '')}
          >
            One courier&rsquo;s orders
            <X className="h-3.5 w-3.5" aria-label="Remove the courier filter" />
          </Button>
        </div>
      )}
      {count > 0 && (
        <Button variant="ghost" size="sm" className="h-9 rounded-lg" onClick={clear}>
          Clear filters ({count})
        </Button>
      )}
    </>
  );
}
