import { useId } from 'react';
import { limitLine } from '#domain/cart.ts';
import { allowanceUsed } from '#domain/compliance/limits.ts';
import { cn } from '#web/lib/cn.ts';
import { useStoreFacts } from '#web/lib/store-facts.ts';
import type { CartViewLine } from '../utils/cart-lines.ts';
import { formatGrams } from '../utils/format.ts';

const formatMg = (mg: number) => `${mg.toLocaleString('en-US', { maximumFractionDigits: 1 })} mg`;

interface MeterProps {
  label: string;
  used: number;
  limit: number;
  format?: (n: number) => string;
}

function Meter({ label, used, limit, format = formatGrams }: MeterProps) {
  const id = useId();
  const percent = Math.min(100, (used / limit) * 100);
  const text = `${format(used)} of ${format(limit)}`;
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span id={id} className="text-foreground/80">
          {label}
        </span>
        <span className="tabular-nums text-muted">{text}</span>
      </div>
      <div
        role="meter"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={used}
        aria-valuetext={text}
        className="h-1.5 overflow-hidden rounded-full bg-surface-2"
      >
        <div
          className={cn(
            'h-full rounded-full transition-[width] duration-500',
            percent >= 90 ? 'bg-danger' : 'bg-primary',
          )}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

/**
 * NY per-order allowance (9 NYCRR 123.3): flower 85.05 g, concentrates 24 g; edible THC in mg (per package ×
 * quantity) against the store's per-order limit, the setting checkout enforces.
 */
export function AllowanceMeter({ lines, className }: { lines: readonly CartViewLine[]; className?: string }) {
  const titleId = useId();
  const edibleLimit = useStoreFacts().edibleLimits.mgPerOrder;
  const used = allowanceUsed(
    lines.map((l) => limitLine(l.product, l.selectedWeight, l.quantity)),
    edibleLimit,
  );
  return (
    <section aria-labelledby={titleId} className={cn('space-y-3', className)}>
      <div className="flex items-baseline justify-between gap-3">
        <h3 id={titleId} className="text-xs font-semibold uppercase tracking-[0.18em] text-muted">
          NY purchase allowance
        </h3>
        <span className="text-xs text-muted">per order</span>
      </div>
      <Meter label="Flower & pre-rolls" used={used.flowerGrams} limit={used.flowerLimit} />
      <Meter label="Concentrates & vapes" used={used.concentrateGrams} limit={used.concentrateLimit} />
      <Meter label="Edible THC" used={used.edibleMg} limit={used.edibleMgLimit} format={formatMg} />
    </section>
  );
}
