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

const heldFor = (o: HeldOrder) =>
  `held ${formatDistanceToNowStrict(new Date(o.heldAt), { addSuffix: true })}`;

function Actions({ order, mayCancel }: { order: HeldOrder; mayCancel: boolean }) {
  return (
    <div className="flex justify-end gap-2">
      <ApproveOrderDialog orderId={order.id} orderNumber={order.orderNumber} />
      {mayCancel && <CancelOrderDialog orderId={order.id} orderNumber={order.orderNumber} />}
    </div>
  );
}

/** One held order as a card, for tablets and phones. */
function HeldOrderCard({ order: o, mayCancel }: { order: HeldOrder; mayCancel: boolean }) {
  return (
    <li className="rounded-xl border border-border bg-surface p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <div className="flex items-center gap-2">
            <Link to={`/admin/orders/${o.id}`} className="font-mono text-sm font-medium hover:underline">
              {o.orderNumber}
            </Link>
            <RiskBadge score={o.score} held />
          </div>
          <p className="mt-1 text-sm">
            {o.customerName} {o.guest && <Badge>Guest</Badge>} · {formatUsd(o.totalCents)}
          </p>
          <p className="text-xs text-muted">
            {heldFor(o)} · {o.shopName ?? '—'} · {o.borough}
          </p>
        </div>
        <Actions order={o} mayCancel={mayCancel} />
      </div>
      <div className="mt-3 border-t border-border pt-3">
        <RiskReasons reasons={o.reasons} />
      </div>
    </li>
  );
}

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
    <>
      <ul className="space-y-3 lg:hidden">
        {orders.map((o) => (
          <HeldOrderCard key={o.id} order={o} mayCancel={mayCancel} />
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-xl border border-border lg:block">
        <table className="w-full min-w-[60rem] text-sm">
          <thead className="sticky top-0 bg-surface-2 text-left text-xs uppercase tracking-wide text-muted">
            <tr>
              <th className="px-3 py-2 font-semibold">Order</th>
              <th className="px-3 py-2 font-semibold">Customer</th>
              <th className="px-3 py-2 text-right font-semibold">Total</th>
              <th className="px-3 py-2 font-semibold">Score</th>
              <th className="px-3 py-2 font-semibold">Reasons</th>
              <th className="px-3 py-2 font-semibold">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {orders.map((o) => (
              <tr key={o.id} className="align-top">
                <td className="whitespace-nowrap px-3 py-3">
                  <Link
                    to={`/admin/orders/${o.id}`}
                    className="font-mono text-[13px] font-medium hover:underline"
                  >
                    {o.orderNumber}
                  </Link>
                  <div className="text-xs text-muted">{heldFor(o)}</div>
                  <div className="max-w-44 truncate text-xs text-muted" title={o.shopName ?? undefined}>
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
                <td className="whitespace-nowrap px-3 py-3">
                  <RiskBadge score={o.score} held />
                </td>
                <td className="min-w-72 px-3 py-3">
                  <RiskReasons reasons={o.reasons} />
                </td>
                <td className="whitespace-nowrap px-3 py-3">
                  <Actions order={o} mayCancel={mayCancel} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
