import { format } from 'date-fns';
import type { MerchantOrderDetail } from '#domain/merchant/orders.ts';
import { statusLabel } from '#domain/orders/status.ts';

const WHO: Record<string, string> = {
  merchant: 'the shop',
  courier: 'the courier',
  customer: 'the customer',
  guest: 'the customer',
  admin: 'our team',
  support: 'our team',
  system: 'the store',
};

/** What happened to the order so far, oldest first (not printed). */
export function OrderTimeline({ events }: { events: MerchantOrderDetail['order']['events'] }) {
  return (
    <section aria-labelledby="timeline" className="mt-8 print:hidden">
      <h2 id="timeline" className="text-sm font-semibold">
        Timeline
      </h2>
      <ol className="mt-3 space-y-2 border-l border-border pl-4 text-sm">
        {events.map((event, i) => {
          // A note on an unchanged status is a step of its own ("Courier assigned"): it leads the line.
          const step = i > 0 && event.note && events[i - 1]!.status === event.status;
          return (
            <li key={i}>
              <span className="inline-block font-medium first-letter:uppercase">
                {step ? event.note : statusLabel(event.status)}
              </span>
              <span className="text-muted">
                {' '}
                by {WHO[event.actorRole] ?? event.actorRole} · {format(new Date(event.at), 'MMM d, h:mm a')}
              </span>
              {event.note && !step && <span className="block text-muted">“{event.note}”</span>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
