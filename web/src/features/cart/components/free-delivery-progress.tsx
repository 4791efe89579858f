import { Truck } from 'lucide-react';
import { freeDeliveryProgress } from '#domain/cart.ts';
import { formatUsd } from '#domain/money.ts';
import { cn } from '#web/lib/cn.ts';
import { useStoreFacts } from '#web/lib/store-facts.ts';

/** Free delivery from the threshold checkout uses (the setting; spec §9's $100 by default): a bar and what is left. */
export function FreeDeliveryProgress({ subtotal }: { subtotal: number }) {
  const { remaining, percent } = freeDeliveryProgress(subtotal, useStoreFacts().freeDeliveryThresholdCents);
  const unlocked = remaining === 0;
  return (
    <div className="space-y-2.5">
      <p className="flex items-center gap-2 text-sm">
        <Truck className={cn('h-4 w-4 shrink-0', unlocked ? 'text-success' : 'text-accent')} aria-hidden />
        {unlocked ? (
          <span className="font-medium text-success">You&apos;ve unlocked free delivery</span>
        ) : (
          <span>
            <span className="font-semibold tabular-nums">{formatUsd(remaining)}</span> away from free delivery
          </span>
        )}
      </p>
      <div
        role="progressbar"
        aria-label="Progress to free delivery"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-1.5 overflow-hidden rounded-full bg-surface-2"
      >
        <div
          className={cn(
            'h-full rounded-full transition-[width] duration-500',
            unlocked ? 'bg-success' : 'bg-accent',
          )}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
