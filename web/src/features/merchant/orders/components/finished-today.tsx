import { format } from 'date-fns';
import type { MerchantOrderCard } from '#domain/merchant/orders.ts';
import { formatUsd } from '#domain/money.ts';
import { statusLabel } from '#domain/orders/status.ts';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';

const TONE: Partial<Record<MerchantOrderCard['status'], BadgeTone>> = {
  delivered: 'success',
  cancelled: 'danger',
  returned: 'warning',
};

/** The orders that ended today (New York), most recent first: what happened, not what to do. */
export function FinishedToday({ orders }: { orders: readonly MerchantOrderCard[] }) {
  return (
    <section aria-labelledby="finished-today" className="mt-8">
      <h2 id="finished-today" className="text-sm font-semibold">
        Finished today <span className="font-normal text-muted">({orders.length})</span>
      </h2>
      {orders.length === 0 ? (
        <p className="mt-2 text-sm text-muted">No order finished yet today.</p>
      ) : (
        <ul className="mt-2 divide-y divide-border rounded-2xl border border-border bg-surface">
          {orders.map((order) => (
            <li key={order.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2.5 text-sm">
              <span className="font-mono font-semibold">{order.orderNumber}</span>
              <span className="text-muted">{order.customer}</span>
              <span className="hidden min-w-0 flex-1 truncate text-muted sm:block">{order.linesSummary}</span>
              <span className="flex-1 sm:hidden" />
              <span className="tabular-nums">{formatUsd(order.subtotalCents)}</span>
              <span className="text-xs text-muted tabular-nums">
                {format(new Date(order.updatedAt), 'h:mm a')}
              </span>
              <Badge tone={TONE[order.status] ?? 'neutral'} className="capitalize">
                {statusLabel(order.status)}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
