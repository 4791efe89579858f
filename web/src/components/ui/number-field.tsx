import { cn } from '#web/lib/cn.ts';
import { CONTROL_CLASS, FormField, type ValueFieldProps } from './form-field.tsx';

interface NumberInputProps extends ValueFieldProps<number | null | undefined, number | null> {
  /** Dollars shown, cents kept; otherwise a whole count. */
  money?: boolean;
  /** Empty means no value (null) instead of a missing one. */
  optional?: boolean;
  suffix?: string;
}

/** A number field of a staff form: dollars over cents, or a count; empty is null when optional. */
export function NumberInput({
  value,
  onChange,
  onBlur,
  money,
  optional,
  suffix,
  ...field
}: NumberInputProps) {
  const shown =
    value === null || value === undefined || Number.isNaN(value) ? '' : money ? value / 100 : value;
  return (
    <FormField {...field}>
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
