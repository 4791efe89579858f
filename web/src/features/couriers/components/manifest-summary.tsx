import { ShieldCheck } from 'lucide-react';
import type { Manifest } from '#domain/couriers/views.ts';
import { formatUsd } from '#domain/money.ts';
import { cn } from '#web/lib/cn.ts';
import { STAGE_LABELS, deliveryStage } from '../utils/delivery-stage.ts';

/** NY manifest: the retail value the courier holds against the limit for the vehicle. */
export function ManifestSummary({ manifest }: { manifest: Manifest }) {
  const { heldValueCents, carryLimitCents, deliveries } = manifest;
  const share = carryLimitCents > 0 ? Math.min(1, heldValueCents / carryLimitCents) : 0;
  return (
    <section aria-labelledby="manifest-title" className="rounded-3xl border border-border bg-surface p-5">
      <h2
        id="manifest-title"
        className="flex items-center gap-2 text-xs font-semibold uppercase tracking-[0.2em] text-muted"
      >
        <ShieldCheck className="h-4 w-4 text-accent" aria-hidden />
        Manifest
      </h2>
      <p data-testid="manifest-total" className="mt-2 font-display text-xl">
        Carrying {formatUsd(heldValueCents)} of {formatUsd(carryLimitCents)}
      </p>
      <div
        role="meter"
        aria-label="Carry limit used"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(share * 100)}
        className="mt-3 h-2 overflow-hidden rounded-full bg-surface-2"
      >
        <div
          className={cn('h-full rounded-full transition-[width]', share > 0.85 ? 'bg-danger' : 'bg-accent')}
          style={{ width: `${share * 100}%` }}
        />
      </div>
      {deliveries.length === 0 ? (
        <p className="mt-4 text-sm text-muted">You are not holding any orders.</p>
      ) : (
        <ul className="mt-4 divide-y divide-border text-sm">
          {deliveries.map((d) => (
            <li key={d.id} className="flex items-center justify-between gap-3 py-2">
              <span className="min-w-0">
                <span className="font-medium">{d.orderNumber}</span>
                <span className="block text-xs text-muted">{STAGE_LABELS[deliveryStage(d)]}</span>
              </span>
              <span className="tabular-nums">{formatUsd(d.retailValueCents)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
