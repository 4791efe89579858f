import { Minus, Plus } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';

interface QuantityStepperProps {
  value: number;
  max: number;
  /** Names what is counted, e.g. the product name, for the button labels. */
  label: string;
  onChange: (quantity: number) => void;
  disabled?: boolean;
  size?: 'sm' | 'md';
}

/** Minus is disabled at 1 (spec §5); plus is disabled at the available stock. */
export function QuantityStepper({
  value,
  max,
  label,
  onChange,
  disabled,
  size = 'sm',
}: QuantityStepperProps) {
  const button = cn(
    'inline-flex items-center justify-center rounded-full text-foreground transition hover:bg-surface-2',
    'disabled:pointer-events-none disabled:opacity-35 cursor-pointer',
    size === 'sm' ? 'h-9 w-9' : 'h-11 w-11',
  );
  return (
    <div
      role="group"
      aria-label={`Quantity of ${label}`}
      className={cn(
        'inline-flex items-center rounded-full border border-border bg-surface',
        disabled && 'opacity-70',
      )}
    >
      <button
        type="button"
        className={button}
        aria-label={`Decrease quantity of ${label}`}
        disabled={disabled || value <= 1}
        onClick={() => onChange(value - 1)}
      >
        <Minus className="h-4 w-4" aria-hidden />
      </button>
      <span
        className={cn(
          'min-w-8 text-center font-medium tabular-nums',
          size === 'sm' ? 'text-sm' : 'text-base',
        )}
        aria-label={`Quantity ${value}`}
      >
        {value}
      </span>
      <button
        type="button"
        className={button}
        aria-label={`Increase quantity of ${label}`}
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
      >
        <Plus className="h-4 w-4" aria-hidden />
      </button>
    </div>
  );
}
