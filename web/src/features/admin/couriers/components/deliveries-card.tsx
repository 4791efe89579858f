import { paths } from '#web/config/paths.ts';
import { format } from 'date-fns';
import { Link, useSearchParams } from 'react-router';
import { formatUsd } from '#domain/money.ts';
import { TablePager } from '#web/components/data-table/table-pager.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { DetailCard } from '#web/components/ui/detail-card.tsx';
import { OrderStatusBadge } from '#web/components/orders/order-status-badge.tsx';
import { useCourierDeliveries } from '../api/get-courier-deliveries.ts';

/** The page's cursor in the URL, beside the courier page's own params. */
const CURSOR = 'deliveries';

/** The orders the courier held, newest first, ten at a time (keyset: older, and back to the newest). */
export function DeliveriesCard({ courierId }: { courierId: string }) {
  const [search, setSearch] = useSearchParams();
  const cursor = search.get(CURSOR);
  const page = useCourierDeliveries(courierId, cursor);
  const setCursor = (next: string | null) =>
    setSearch((current) => {
      const params = new URLSearchParams(current);
      if (next) params.set(CURSOR, next);
      else params.delete(CURSOR);
      return params;
    });
  const rows = page.data?.deliveries ?? [];
  return (
    <DetailCard title="Deliveries">
      {page.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : page.isError ? (
        <p role="alert" className="text-sm text-danger">
          {page.error.message}
        </p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-muted">No deliveries yet.</p>
      ) : (
        <div className="overflow-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">Deliveries</caption>
            <thead className="text-left text-xs text-muted">
              <tr>
                <th className="py-1.5 pr-3 font-medium">Order</th>
                <th className="py-1.5 pr-3 font-medium">Status</th>
                <th className="py-1.5 pr-3 font-medium">Delivered</th>
                <th className="py-1.5 pr-3 text-right font-medium">Subtotal</th>
                <th className="py-1.5 text-right font-medium">Payout</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {rows.map((d) => (
                <tr key={d.orderId}>
                  <td className="py-2 pr-3">
                    <Link
                      to={paths.admin.order.getHref(d.orderId)}
                      className="font-mono text-[13px] hover:underline"
                    >
                      {d.orderNumber}
                    </Link>
                    <div className="text-xs text-muted">{d.borough}</div>
                  </td>
                  <td className="py-2 pr-3">
                    <OrderStatusBadge status={d.status} />
                  </td>
                  <td className="whitespace-nowrap py-2 pr-3">
                    {d.deliveredAt ? format(new Date(d.deliveredAt), 'MMM d, h:mm a') : '—'}
                    {d.onTime === false && <span className="ml-1 text-xs text-danger">late</span>}
                  </td>
                  <td className="py-2 pr-3 text-right tabular-nums">{formatUsd(d.subtotalCents)}</td>
                  <td className="py-2 text-right tabular-nums">
                    {d.payoutCents === null ? '—' : formatUsd(d.payoutCents)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="mt-3">
        <TablePager
          label="Deliveries"
          labels={['Newest', 'Older']}
          hasPrevious={Boolean(cursor)}
          hasNext={Boolean(page.data?.nextCursor)}
          onPrevious={() => setCursor(null)}
          onNext={() => setCursor(page.data?.nextCursor ?? null)}
        />
      </div>
    </DetailCard>
  );
}
