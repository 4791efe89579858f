import { paths } from '#web/config/paths.ts';
import { format, formatDistanceToNowStrict } from 'date-fns';
import { Link } from 'react-router';
import type { AdminUserDetail } from '#domain/admin/users.ts';
import { formatUsd } from '#domain/money.ts';
import { GUEST_CHECKOUT_LABEL } from '#domain/orders/guest-orders.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { DetailCard } from '#web/components/ui/detail-card.tsx';
import { OrderStatusBadge } from '#web/components/orders/order-status-badge.tsx';
import { AuditDiffView } from '#web/components/audit/audit-diff-view.tsx';

const when = (iso: string) => format(new Date(iso), "MMM d, yyyy 'at' h:mm a");
const ago = (iso: string) => `${formatDistanceToNowStrict(new Date(iso))} ago`;

export function OrdersCard({ detail }: { detail: AdminUserDetail }) {
  const guest = detail.orders.filter((o) => o.guest !== null).length;
  const title = `Orders (${detail.user.ordersCount})${guest > 0 ? ` · ${guest} as a guest` : ''}`;
  return (
    <DetailCard title={title}>
      {detail.orders.length === 0 ? (
        <p className="text-sm text-muted">No orders yet.</p>
      ) : (
        <table className="w-full text-sm">
          <caption className="sr-only">Latest orders</caption>
          <thead className="text-left text-xs text-muted">
            <tr>
              <th className="py-1.5 font-medium">Order</th>
              <th className="py-1.5 font-medium">Placed</th>
              <th className="py-1.5 font-medium">Status</th>
              <th className="py-1.5 text-right font-medium">Total</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {detail.orders.map((o) => (
              <tr key={o.id}>
                <td className="py-2">
                  <Link
                    to={paths.admin.order.getHref(o.id)}
                    className="font-mono text-[13px] hover:underline"
                  >
                    {o.orderNumber}
                  </Link>
                  {o.guest && (
                    <Badge tone="info" className="ml-2">
                      {GUEST_CHECKOUT_LABEL}
                      {o.guest === 'phone' ? ' · same phone' : ''}
                    </Badge>
                  )}
                </td>
                <td className="whitespace-nowrap py-2 text-muted">
                  {format(new Date(o.createdAt), 'MMM d, h:mm a')}
                </td>
                <td className="py-2">
                  <OrderStatusBadge status={o.status} />
                </td>
                <td className="py-2 text-right tabular-nums">{formatUsd(o.totalCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </DetailCard>
  );
}

export function SessionsCard({ detail }: { detail: AdminUserDetail }) {
  return (
    <DetailCard title={`Sessions (${detail.sessions.length})`}>
      {detail.sessions.length === 0 ? (
        <p className="text-sm text-muted">Signed out everywhere.</p>
      ) : (
        <ul className="divide-y divide-border text-sm">
          {detail.sessions.map((s) => (
            <li key={s.id} className="py-2">
              <div className="flex flex-wrap justify-between gap-2">
                <span className="font-medium tabular-nums">{s.ip ?? 'Unknown address'}</span>
                <span className="text-muted">Last seen {ago(s.lastSeenAt)}</span>
              </div>
              <div className="truncate text-xs text-muted" title={s.userAgent ?? ''}>
                {s.userAgent ?? 'Unknown browser'}
              </div>
              <div className="text-xs text-muted">Signed in {when(s.createdAt)}</div>
            </li>
          ))}
        </ul>
      )}
    </DetailCard>
  );
}

export function AuditCard({ detail }: { detail: AdminUserDetail }) {
  return (
    <DetailCard title="Audit trail">
      {detail.audit.length === 0 ? (
        <p className="text-sm text-muted">No staff action on this person yet.</p>
      ) : (
        <ol className="space-y-3 text-sm">
          {detail.audit.map((row) => (
            <li key={row.id} className="rounded-xl border border-border p-3">
              <div className="flex flex-wrap justify-between gap-2">
                <span className="font-mono text-[13px] font-medium">{row.action}</span>
                <time dateTime={row.at} className="text-muted">
                  {when(row.at)}
                </time>
              </div>
              <div className="mb-2 text-xs text-muted">
                by {row.actor ? `${row.actor.name} (${row.actor.email})` : 'the system'}
                {row.role ? ` as ${row.role}` : ''}
              </div>
              <AuditDiffView row={row} />
            </li>
          ))}
        </ol>
      )}
    </DetailCard>
  );
}
