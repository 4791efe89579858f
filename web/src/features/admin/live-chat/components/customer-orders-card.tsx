import { format } from 'date-fns';
import { Link } from 'react-router';
import type { ChatCustomerOrder } from '#domain/chat/staff-schemas.ts';
import { formatUsd } from '#domain/money.ts';
import { GUEST_CHECKOUT_LABEL } from '#domain/orders/guest-orders.ts';
import { OrderStatusBadge } from '#web/components/orders/order-status-badge.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { DetailCard } from '#web/components/ui/detail-card.tsx';
import { paths } from '#web/config/paths.ts';

const day = (at: string) => format(new Date(at), 'MMM d, yyyy');
const time = (at: string) => format(new Date(at), 'h:mm a');

/** The customer's latest orders: the account's and guest checkouts with the same e-mail or phone. */
export function CustomerOrdersCard({
  orders,
  guest,
}: {
  orders: readonly ChatCustomerOrder[];
  guest: boolean;
}) {
  return (
    <DetailCard title={`Latest orders (${orders.length})`}>
      {orders.length === 0 ? (
        <p className="text-sm text-muted">{guest ? 'No guest orders with this e-mail.' : 'No orders yet.'}</p>
      ) : (
        <ul className="divide-y divide-border">
          {orders.map((o) => (
            <li key={o.id} className="py-2 text-sm">
              <div className="flex items-center justify-between gap-2">
                <Link to={paths.admin.order.getHref(o.id)} className="font-mono text-[13px] hover:underline">
                  {o.orderNumber}
                </Link>
                <OrderStatusBadge status={o.status} />
              </div>
              <div className="mt-0.5 flex justify-between gap-2 text-xs text-muted">
                <span>
                  {day(o.placedAt)} · window {time(o.windowStart)}–{time(o.windowEnd)}
                </span>
                <span className="tabular-nums text-foreground">{formatUsd(o.totalCents)}</span>
              </div>
              <div className="mt-0.5 flex flex-wrap items-center gap-1.5 text-xs text-muted">
                <span>
                  Tracking <span className="font-mono">{o.trackingCode}</span>
                </span>
                {o.guest && (
                  <Badge tone="info">
                    {GUEST_CHECKOUT_LABEL}
                    {o.guest === 'phone' ? ' · same phone' : ''}
                  </Badge>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </DetailCard>
  );
}
