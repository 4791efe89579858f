import { Search } from 'lucide-react';
import { CATEGORIES, CATEGORY_LABELS, type Category } from '#domain/catalog.ts';
import type { ProductFilter } from '../utils/filter-products.ts';

const CONTROL =
  'h-11 rounded-full border border-border bg-surface px-4 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent/40';

/** Search by name and a category: both kept in the URL so a reload or a shared link keeps them. */
export function ProductFilters({
  filter,
  onChange,
}: {
  filter: ProductFilter;
  onChange: (next: ProductFilter) => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <label className="relative min-w-0 flex-1 basis-56">
        <span className="sr-only">Search products</span>
        <Search
          className="pointer-events-none absolute left-4 top-1/2 h-4 w-4 -translate-y-1/2 text-muted"
          aria-hidden
        />
        <input
          type="search"
          value={filter.q}
          onChange={(e) => onChange({ ...filter, q: e.target.value })}
          placeholder="Search products"
          className={`${CONTROL} w-full pl-10`}
        />
      </label>
      <label>
        <span className="sr-only">Category</span>
        <select
          value={filter.category}
          onChange={(e) => onChange({ ...filter, category: e.target.value as Category | '' })}
          className={`${CONTROL} cursor-pointer pr-8`}
        >
          <option value="">All categories</option>
          {CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {CATEGORY_LABELS[c]}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
