import type { ReactNode } from 'react';
import { Clock } from 'lucide-react';
import type { DeliveryView } from '#domain/orders/order.ts';
import { statusLabel, type OrderStatus } from '#domain/orders/status.ts';
import type { RealtimeStatus } from '#web/lib/realtime.ts';
import { statusSentence } from '../utils/status-text.ts';
import { LiveIndicator } from './live-indicator.tsx';

interface TrackingHeroProps {
  orderNumber: string;
  firstName: string;
  status: OrderStatus;
  delivery: DeliveryView;
  connection: RealtimeStatus;
  /** Overrides the greeting as the page heading (e.g. 'Live tracking'). */
  title?: string;
  /** Links under the status: live view, details, back to the status page. */
  actions?: ReactNode;
}

export const HERO_LINK =
  'inline-flex h-11 items-center justify-center gap-2 rounded-full px-6 text-sm font-medium tracking-wide transition';

/** The order's status in words, announced politely whenever it changes (WCAG 4.1.3). */
export function TrackingHero({
  orderNumber,
  firstName,
  status,
  delivery,
  connection,
  title,
  actions,
}: TrackingHeroProps) {
  const greeting = firstName ? `Hi ${firstName}, here's your order` : "Here's your order";
  const ended = status === 'delivered' || status === 'cancelled' || status === 'returned';
  return (
    <div className="relative overflow-hidden rounded-[2rem] bg-forest p-6 text-cream shadow-sm sm:p-10">
      <div
        aria-hidden
        className="pointer-events-none absolute -right-24 -top-24 h-72 w-72 rounded-full bg-gold/10 blur-3xl"
      />
      <div className="relative flex flex-wrap items-center justify-between gap-3">
        <p className="text-xs font-semibold uppercase tracking-[0.25em] text-gold">
          Order <span data-testid="order-number">{orderNumber}</span>
        </p>
        {!ended && <LiveIndicator connection={connection} />}
      </div>
      <h1 className="relative mt-3 font-display text-3xl leading-tight text-balance sm:text-5xl">
        {title ?? greeting}
      </h1>
      {title && firstName && <p className="relative mt-2 text-cream/75">{greeting}.</p>}

      <div className="relative mt-7 grid gap-3 sm:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
        <div
          aria-live="polite"
          aria-atomic="true"
          className="rounded-2xl border border-cream/15 bg-cream/[0.05] p-4 sm:p-5"
        >
          <p className="text-xs uppercase tracking-[0.18em] text-cream/60">Status</p>
          <p data-testid="order-status" className="mt-1 font-display text-3xl text-gold sm:text-4xl">
            {statusLabel(status)}
          </p>
          <p data-testid="order-status-sentence" className="mt-1.5 text-sm text-cream/80 sm:text-base">
            {statusSentence(status)}
          </p>
        </div>
        <div className="rounded-2xl border border-cream/15 bg-cream/[0.05] p-4 sm:p-5">
          <p className="flex items-center gap-2 text-xs uppercase tracking-[0.18em] text-cream/60">
            <Clock className="h-3.5 w-3.5" aria-hidden />
            Delivery
          </p>
          {delivery.isAsap && (
            <p className="mt-2 inline-flex rounded-full bg-gold px-2.5 py-0.5 text-[11px] font-semibold uppercase tracking-[0.14em] text-forest">
              ASAP
            </p>
          )}
          <p data-testid="delivery-window" className="mt-1.5 font-medium">
            {delivery.windowLabel}
          </p>
        </div>
      </div>
      {actions && (
        <div className="relative mt-7 flex flex-col gap-3 empty:hidden sm:flex-row sm:flex-wrap">
          {actions}
        </div>
      )}
    </div>
  );
}
