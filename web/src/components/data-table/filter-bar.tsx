import type { ReactNode } from 'react';
import { X } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { FilterSelect } from './filter-select.tsx';
import { ListSearch } from './list-search.tsx';

/** One select of a filter bar: the URL key it writes and what it shows. */
export interface FilterChoice<K extends string> {
  key: K;
  id: string;
  label: string;
  /** The option that means no filter. */
  anyLabel: string;
  options: readonly (readonly [value: string, label: string])[];
}

/** A table's filters as its URL keeps them, and how to change them. */
export interface FilterState<K extends string> {
  filters: Readonly<Record<string, string>>;
  setFilter: (key: K, value: string) => void;
  clear: () => void;
}

interface FilterBarProps<K extends string> extends FilterState<K | 'q'> {
  /** The list search (written to `q`). */
  search: { id: string; what: string; placeholder: string; title: string };
  selects: readonly FilterChoice<K>[];
  /** Whether a filter is set (shows "Clear filters"); by default, whether any select has a value. */
  active?: boolean;
  /** Controls after the selects, before "Clear filters". */
  children?: ReactNode;
  /** What follows "Clear filters" (a download of the filtered set). */
  trailing?: ReactNode;
}

/** A staff table's filter bar: the list search, its selects and "Clear filters"; every value lives in the URL. */
export function FilterBar<K extends string>({
  filters,
  setFilter,
  clear,
  search,
  selects,
  active = selects.some((s) => Boolean(filters[s.key])),
  children,
  trailing,
}: FilterBarProps<K>) {
  return (
    <>
      <ListSearch {...search} value={filters.q ?? ''} onValue={(v) => setFilter('q', v)} />
      {selects.map(({ key, ...select }) => (
        <FilterSelect key={key} {...select} value={filters[key] ?? ''} onValue={(v) => setFilter(key, v)} />
      ))}
      {children}
      {active && (
        <Button variant="ghost" size="sm" className="self-end" onClick={clear}>
          <X className="h-4 w-4" aria-hidden />
          Clear filters
        </Button>
      )}
      {trailing}
    </>
  );
}
