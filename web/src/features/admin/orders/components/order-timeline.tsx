import { format } from 'date-fns';
import type { AdminOrderDetail } from '#domain/admin/order-detail.ts';
import { statusLabel } from '#domain/orders/status.ts';
import { sentence } from '../utils/sentence.ts';
import { DetailCard } from '#web/components/ui/detail-card.tsx';
import { OrderStatusBadge } from '#web/components/orders/order-status-badge.tsx';

const who = (e: AdminOrderDetail['timeline'][number]) =>
  e.actorName ? `${e.actorName} (${e.actorRole})` : e.actorRole === 'system' ? 'the store' : e.actorRole;

/** Every status the order went through, oldest first, with who moved it and why. */
export function OrderTimeline({ order }: { order: AdminOrderDetail }) {
  return (
    <DetailCard title="Timeline">
      <ol className="relative space-y-4 border-l border-border pl-5">
        {order.timeline.map((event, i) => (
          <li key={`${event.at}-${i}`} className="relative">
            <span
              aria-hidden
              className="absolute -left-[1.6rem] top-1 h-2.5 w-2.5 rounded-full border-2 border-surface bg-accent"
            />
            <div className="flex flex-wrap items-center gap-2">
              <OrderStatusBadge status={event.status} />
              <time dateTime={event.at} className="text-xs text-muted">
                {format(new Date(event.at), 'MMM d, h:mm:ss a')}
              </time>
            </div>
            <p className="mt-1 text-sm">
              <span className="sr-only">{statusLabel(event.status)} by </span>
              {sentence(who(event))}
            </p>
            {event.note && <p className="mt-0.5 text-sm text-muted">“{event.note}”</p>}
          </li>
        ))}
      </ol>
    </DetailCard>
  );
}
