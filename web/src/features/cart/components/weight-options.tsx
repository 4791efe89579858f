import type { Product } from '#domain/catalog.ts';
import { formatUsd } from '#domain/money.ts';
import { cn } from '#web/lib/cn.ts';
import { weightLabel } from '../utils/format.ts';

interface WeightOptionsProps {
  product: Product;
  value: string;
  onChange: (weight: string) => void;
}

/** One radio per variant with its price; sold-out weights are disabled. */
export function WeightOptions({ product, value, onChange }: WeightOptionsProps) {
  const name = `weight-${product.id}`;
  return (
    <fieldset>
      <legend className="text-xs font-semibold uppercase tracking-[0.18em] text-muted">Weight</legend>
      <div className="mt-2 grid grid-cols-4 gap-2 lg:mt-3 lg:gap-2.5">
        {product.variants.map((variant) => {
          const soldOut = variant.stock === 0;
          const checked = variant.label === value;
          return (
            <label
              key={variant.label}
              className={cn(
                'relative flex cursor-pointer flex-col items-center gap-0.5 rounded-2xl border px-1 py-2 text-center transition lg:px-3 lg:py-3',
                'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent/50',
                checked
                  ? 'border-accent bg-accent-soft/60 shadow-sm'
                  : 'border-border bg-surface hover:border-accent/60',
                soldOut && 'cursor-not-allowed opacity-50 hover:border-border',
              )}
            >
              <input
                type="radio"
                name={name}
                value={variant.label}
                checked={checked}
                disabled={soldOut}
                onChange={() => onChange(variant.label)}
                className="absolute inset-0 z-10 h-full w-full cursor-pointer appearance-none rounded-2xl opacity-0 disabled:cursor-not-allowed"
              />
              <span className="font-medium">{weightLabel(variant.label)}</span>
              <span
                className={cn('text-sm tabular-nums', soldOut ? 'text-muted line-through' : 'text-muted')}
              >
                {formatUsd(variant.priceCents)}
              </span>
              {soldOut && (
                <span className="text-[11px] font-semibold uppercase tracking-wider text-danger">
                  Sold out
                </span>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
