import type { EarningLine } from '#domain/couriers/views.ts';
import { formatUsd } from '#domain/money.ts';
import { formatWhen } from '../utils/format-when.ts';

/** Per order: the commission on the product subtotal plus the tip, as the pay rule computes it. */
export function EarningsLines({ lines }: { lines: EarningLine[] }) {
  if (lines.length === 0) {
    return (
      <p className="rounded-3xl border border-dashed border-border p-8 text-center text-muted">
        No deliveries yet.
      </p>
    );
  }
  return (
    <ul className="divide-y divide-border rounded-3xl border border-border bg-surface">
      {lines.map((line) => (
        <li
          key={line.orderId}
          className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-5 py-4"
        >
          <div className="min-w-0">
            <p className="text-sm font-semibold">{line.orderNumber}</p>
            <p className="text-xs text-muted">{formatWhen(line.deliveredAt)}</p>
          </div>
          <div className="text-right">
            <p className="font-display text-xl tabular-nums">{formatUsd(line.totalCents)}</p>
            <p className="text-xs text-muted">
              {line.commissionRate}% of {formatUsd(line.subtotalCents)} = {formatUsd(line.commissionCents)}
              {line.tipCents > 0 && ` + ${formatUsd(line.tipCents)} tip`}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
