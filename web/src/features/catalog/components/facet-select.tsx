import { ChevronDown } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';

export interface FacetOption {
  value: string;
  label: string;
  /** Products this choice would show; an option showing none is disabled. */
  count?: number;
}

interface FacetSelectProps {
  label: string;
  /** The first option's text, meaning "no filter" (e.g. "All strains"); omitted for a sort, which always has one. */
  anyLabel?: string;
  value: string | undefined;
  options: FacetOption[];
  onChange: (value: string | undefined) => void;
}

/**
 * One filter as a pill over a native select: the phone's own picker opens (nothing drawn over the grid), the
 * keyboard and screen readers get a plain combobox, and each option says how many products it shows.
 */
export function FacetSelect({ label, anyLabel, value, options, onChange }: FacetSelectProps) {
  const active = anyLabel !== undefined && value !== undefined;
  return (
    <label
      className={cn(
        'relative inline-flex h-10 shrink-0 items-center rounded-full border text-sm font-medium transition focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring',
        active
          ? 'border-primary bg-primary text-primary-foreground'
          : 'border-border bg-surface text-foreground/80 hover:border-accent hover:text-foreground',
      )}
    >
      <span className="sr-only">{label}</span>
      <select
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value || undefined)}
        className="h-full cursor-pointer appearance-none rounded-full bg-transparent pl-4 pr-9 outline-none [field-sizing:content] [&>option]:bg-surface [&>option]:text-foreground"
      >
        {anyLabel !== undefined && <option value="">{anyLabel}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.count === 0 && o.value !== value}>
            {o.count === undefined ? o.label : `${o.label} (${o.count})`}
          </option>
        ))}
      </select>
      <ChevronDown className="pointer-events-none absolute right-3 h-4 w-4" aria-hidden />
    </label>
  );
}
