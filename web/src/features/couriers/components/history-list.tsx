import { History } from 'lucide-react';
import { RETURN_REASONS, type ReturnReason } from '#domain/couriers/schemas.ts';
import type { HistoryItem } from '#domain/couriers/views.ts';
import { formatUsd } from '#domain/money.ts';
import { cn } from '#web/lib/cn.ts';
import { formatWhen } from '../utils/format-when.ts';
import { EmptyState } from './empty-state.tsx';

const reasonText = (reason: string) => RETURN_REASONS[reason as ReturnReason] ?? reason;

export function HistoryList({ items }: { items: HistoryItem[] }) {
  if (items.length === 0) {
    return (
      <EmptyState
        icon={History}
        title="No deliveries yet"
        text="Delivered and returned orders are listed here."
      />
    );
  }
  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <li key={item.orderId} className="rounded-3xl border border-border bg-surface p-5">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="text-sm font-semibold">{item.orderNumber}</p>
              <p className="text-xs text-muted">{formatWhen(item.at)}</p>
            </div>
            <span
              className={cn(
                'rounded-full px-2.5 py-1 text-[11px] font-semibold uppercase tracking-[0.14em]',
                item.status === 'delivered' ? 'bg-success/12 text-success' : 'bg-danger/10 text-danger',
              )}
            >
              {item.status}
            </span>
          </div>
          <p className="mt-3 flex flex-wrap justify-between gap-x-4 gap-y-1 text-sm">
            <span className="text-muted">
              {item.neighborhood}, {item.borough} · {item.itemCount} {item.itemCount === 1 ? 'item' : 'items'}
            </span>
            {item.status === 'delivered' && (
              <span className="font-medium tabular-nums">{formatUsd(item.payoutCents)}</span>
            )}
          </p>
          {item.returnReason && <p className="mt-2 text-sm text-danger">{reasonText(item.returnReason)}</p>}
        </li>
      ))}
    </ul>
  );
}
