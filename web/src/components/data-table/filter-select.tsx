import type { ComponentProps, ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

/** The look of the compact controls in a table's filter bar. */
export const FILTER_CONTROL =
  'h-9 rounded-lg border border-border bg-surface px-2.5 text-sm text-foreground transition ' +
  'focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/30';

/** A labelled control in the filter bar: small label over a compact control. */
export function FilterField({
  label,
  htmlFor,
  children,
}: {
  label: string;
  htmlFor: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={htmlFor} className="text-xs font-medium text-muted">
        {label}
      </label>
      {children}
    </div>
  );
}

interface FilterSelectProps extends Omit<ComponentProps<'select'>, 'onChange'> {
  id: string;
  label: string;
  options: readonly (readonly [value: string, label: string])[];
  /** The option that means no filter. */
  anyLabel: string;
  onValue: (value: string) => void;
}

export function FilterSelect({
  id,
  label,
  options,
  anyLabel,
  onValue,
  className,
  ...props
}: FilterSelectProps) {
  return (
    <FilterField label={label} htmlFor={id}>
      <select
        id={id}
        className={cn(FILTER_CONTROL, 'pr-7', className)}
        onChange={(e) => onValue(e.target.value)}
        {...props}
      >
        <option value="">{anyLabel}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </FilterField>
  );
}
