import { format } from 'date-fns';
import type { ReactNode } from 'react';
import { CONTROL_CLASS, FormField } from '#web/components/ui/form-field.tsx';
import { cn } from '#web/lib/cn.ts';

interface NumberInputProps {
  id: string;
  label: ReactNode;
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  onBlur: () => void;
  error?: string | undefined;
  hint?: ReactNode;
  /** Dollars shown, cents kept; otherwise a whole count. */
  money?: boolean;
  /** Empty means no value (null) instead of a missing one. */
  optional?: boolean;
  suffix?: string;
}

/** A number field for the coupon form: dollars over cents, or a count; empty is null when optional. */
export function NumberInput({
  id,
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  money,
  optional,
  suffix,
}: NumberInputProps) {
  const shown =
    value === null || value === undefined || Number.isNaN(value) ? '' : money ? value / 100 : value;
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      {(control) => (
        <div className="relative">
          {money && (
            <span className="pointer-events-none absolute inset-y-0 left-3.5 flex items-center text-muted">
              $
            </span>
          )}
          <input
            {...control}
            type="number"
            inputMode={money ? 'decimal' : 'numeric'}
            step={money ? '0.01' : '1'}
            min="0"
            className={cn(CONTROL_CLASS, 'tabular-nums', money && 'pl-7', suffix && 'pr-10')}
            value={shown}
            onChange={(e) => {
              const raw = e.target.value;
              if (raw === '') return onChange(optional ? null : Number.NaN);
              onChange(money ? Math.round(Number(raw) * 100) : Number(raw));
            }}
            onBlur={onBlur}
          />
          {suffix && (
            <span className="pointer-events-none absolute inset-y-0 right-3.5 flex items-center text-muted">
              {suffix}
            </span>
          )}
        </div>
      )}
    </FormField>
  );
}

interface DateTimeInputProps {
  id: string;
  label: ReactNode;
  /** An ISO instant, or null for none. */
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  onBlur: () => void;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A local date and time, kept as an ISO instant (null when cleared). */
export function DateTimeInput({ id, label, value, onChange, onBlur, error, hint }: DateTimeInputProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      {(control) => (
        <input
          {...control}
          type="datetime-local"
          className={CONTROL_CLASS}
          value={value ? format(new Date(value), "yyyy-MM-dd'T'HH:mm") : ''}
          onChange={(e) => onChange(e.target.value ? new Date(e.target.value).toISOString() : null)}
          onBlur={onBlur}
        />
      )}
    </FormField>
  );
}
