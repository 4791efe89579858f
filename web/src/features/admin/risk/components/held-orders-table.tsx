import { formatDistanceToNowStrict } from 'date-fns';
import { Link } from 'react-router';
import type { HeldOrder } from '#domain/admin/risk.ts';
import { formatUsd } from '#domain/money.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { CancelOrderDialog } from '#web/features/admin/orders/components/cancel-order-dialog.tsx';
import { useCan } from '#web/lib/session.ts';
import { ApproveOrderDialog } from './approve-order-dialog.tsx';
import { RiskBadge } from './risk-badge.tsx';
import { RiskReasons } from './risk-reasons.tsx';

/** The orders waiting for a human, oldest first: who, what, why, and Approve / Cancel. */
export function HeldOrdersTable({ orders }: { orders: readonly HeldOrder[] }) {
  const mayCancel = useCan('orders:status:write');
  if (orders.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-border p-8 text-center">
        <p className="font-medium">No order is waiting for review</p>
        <p className="mt-1 text-sm text-muted">
          Orders that reach the hold threshold at checkout appear here at once.
        </p>
      </div>
    );
  }
  return (
    <div className="overflow-x-auto rounded-xl border border-border">
      <table className="w-full min-w-[52rem] text-sm">
        <thead className="sticky top-0 bg-surface-2 text-left text-xs uppercase tracking-wide text-muted">
          <tr>
            <th className="px-3 py-2 font-semibold">Order</th>
            <th className="px-3 py-2 font-semibold">Customer</th>
            <th className="px-3 py-2 text-right font-semibold">Total</th>
            <th className="px-3 py-2 font-semibold">Score</th>
            <th className="w-[40%] px-3 py-2 font-semibold">Reasons</th>
            <th className="px-3 py-2 font-semibold">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {orders.map((o) => (
            <tr key={o.id} className="align-top" data-testid="held-order">
              <td className="px-3 py-3">
                <Link
                  to={`/admin/orders/${o.id}`}
                  className="font-mono text-[13px] font-medium hover:underline"
                >
                  {o.orderNumber}
                </Link>
                <div className="text-xs text-muted">
                  held {formatDistanceToNowStrict(new Date(o.heldAt), { addSuffix: true })}
                </div>
                <div className="text-xs text-muted">
                  {o.shopName ?? '—'} · {o.borough}
                </div>
              </td>
              <td className="px-3 py-3">
                <div className="flex items-center gap-2 font-medium">
                  {o.customerName}
                  {o.guest && <Badge>Guest</Badge>}
                </div>
                <div className="max-w-48 truncate text-xs text-muted" title={o.email}>
                  {o.email}
                </div>
              </td>
              <td className="px-3 py-3 text-right font-medium whitespace-nowrap">
                {formatUsd(o.totalCents)}
              </td>
              <td className="px-3 py-3">
                <RiskBadge score={o.score} held />
              </td>
              <td className="px-3 py-3">
                <RiskReasons reasons={o.reasons} />
              </td>
              <td className="px-3 py-3">
                <div className="flex justify-end gap-2">
                  <ApproveOrderDialog orderId={o.id} orderNumber={o.orderNumber} />
                  {mayCancel && <CancelOrderDialog orderId={o.id} orderNumber={o.orderNumber} />}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
