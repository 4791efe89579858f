import { STRAIN_LABELS, STRAIN_TYPES } from '#domain/catalog.ts';
import {
  PRICE_RANGES,
  SORT_LABELS,
  SORTS,
  THC_RANGES,
  type Browse,
  type FacetCounts,
} from '#domain/catalog/browse.ts';
import { cn } from '#web/lib/cn.ts';
import { FacetSelect } from './facet-select.tsx';

interface CatalogFacetsProps {
  browse: Browse;
  counts: FacetCounts | null;
  onChange: (patch: Partial<Browse>) => void;
  onClear: () => void;
}

const pill =
  'inline-flex h-10 shrink-0 cursor-pointer items-center gap-2 rounded-full border px-4 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/** The menu's filters and sort, one scrolling row on a phone (it never covers the grid), wrapping on a desktop. */
export function CatalogFacets({ browse, counts, onChange, onClear }: CatalogFacetsProps) {
  const filtered = Boolean(browse.strain || browse.thc || browse.price || browse.shop || browse.stock);
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
      <div
        role="group"
        aria-label="Filters"
        className="-mx-4 flex gap-2 overflow-x-auto px-4 py-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:px-0"
      >
        <FacetSelect
          label="Strain type"
          anyLabel="All strains"
          value={browse.strain}
          options={STRAIN_TYPES.map((s) => ({ value: s, label: STRAIN_LABELS[s], count: counts?.strain[s] }))}
          onChange={(v) => onChange({ strain: v as Browse['strain'] })}
        />
        <FacetSelect
          label="Potency"
          anyLabel="Any potency"
          value={browse.thc}
          options={THC_RANGES.map((r) => ({ value: r.id, label: r.label, count: counts?.thc[r.id] }))}
          onChange={(v) => onChange({ thc: v as Browse['thc'] })}
        />
        <FacetSelect
          label="Price"
          anyLabel="Any price"
          value={browse.price}
          options={PRICE_RANGES.map((r) => ({ value: r.id, label: r.label, count: counts?.price[r.id] }))}
          onChange={(v) => onChange({ price: v as Browse['price'] })}
        />
        <FacetSelect
          label="Shop"
          anyLabel="All shops"
          value={browse.shop}
          options={(counts?.shops ?? []).map((s) => ({ value: s.slug, label: s.name, count: s.count }))}
          onChange={(v) => onChange({ shop: v })}
        />
        <button
          type="button"
          aria-pressed={Boolean(browse.stock)}
          onClick={() => onChange({ stock: browse.stock ? undefined : 'in' })}
          className={cn(
            pill,
            browse.stock
              ? 'border-primary bg-primary text-primary-foreground'
              : 'border-border bg-surface text-foreground/80 hover:border-accent hover:text-foreground',
          )}
        >
          In stock only
        </button>
        {filtered && (
          <button
            type="button"
            onClick={onClear}
            className={cn(
              pill,
              'border-transparent text-accent underline underline-offset-2 hover:no-underline',
            )}
          >
            Clear filters
          </button>
        )}
      </div>
      <div className="self-start lg:self-auto">
        <FacetSelect
          label="Sort by"
          value={browse.sort ?? 'featured'}
          options={SORTS.map((s) => ({ value: s, label: `Sort: ${SORT_LABELS[s]}` }))}
          onChange={(v) => onChange({ sort: v as Browse['sort'] })}
        />
      </div>
    </div>
  );
}
