import type { ReactNode } from 'react';
import { Clock } from 'lucide-react';
import type { DeliveryView } from '#domain/orders/order.ts';
import { statusLabel } from '#domain/orders/status.ts';
import { etaText, trackingHeadline, type TrackingFacts } from '#domain/orders/tracking-headline.ts';
import { useNow } from '#web/hooks/use-now.ts';
import type { RealtimeStatus } from '#web/lib/realtime.ts';
import { statusSentence } from '../utils/status-text.ts';
import { LiveIndicator } from './live-indicator.tsx';

interface TrackingHeroProps {
  orderNumber: string;
  firstName: string;
  /** The status and progress, the courier's position the newest known (live). */
  facts: TrackingFacts;
  delivery: DeliveryView;
  connection: RealtimeStatus;
  /** Overrides the greeting as the page heading (e.g. 'Live tracking'). */
  title?: string;
  /** Links under the status: live view, details, back to the status page. */
  actions?: ReactNode;
}

export const HERO_LINK =
  'inline-flex h-11 items-center justify-center gap-2 rounded-full px-6 text-sm font-medium tracking-wide transition';

/**
 * The order's status as a headline ("On the way with Dee") and its ETA, announced politely whenever they change
 * (WCAG 4.1.3); the spec's status word stays as a small label.
 */
export function TrackingHero({
  orderNumber,
  firstName,
  facts,
  delivery,
  connection,
  title,
  actions,
}: TrackingHeroProps) {
  const greeting = firstName ? `Hi ${firstName}, here's your order` : "Here's your order";
  const { status } = facts;
  const ended = status === 'delivered' || status === 'cancelled' || status === 'returned';
  // The window's end passes while the page is open: "Expected by" turns into "running late" without a reload.
  const now = useNow(30_000);
  const eta = etaText({ ...facts, delivery }, new Date(now));
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
          <p className="text-xs uppercase tracking-[0.18em] text-cream/60">
            Status: <span data-testid="order-status">{statusLabel(status)}</span>
          </p>
          <p data-testid="order-headline" className="mt-1 font-display text-3xl text-gold sm:text-4xl">
            {trackingHeadline(facts)}
          </p>
          <p data-testid="order-status-sentence" className="mt-1.5 text-sm text-cream/80 sm:text-base">
            {statusSentence(status)}
          </p>
        </div>
        <div className="rounded-2xl border border-cream/15 bg-cream/[0.05] p-4 sm:p-5">
          <p className="flex items-center gap-2 text-xs uppercase tracking-[0.18em] text-cream/60">
            <Clock className="h-3.5 w-3.5" aria-hidden />
            {ended ? 'Delivery' : 'Arrival'}
          </p>
          <p data-testid="order-eta" className="mt-1.5 text-xl font-medium">
            {eta.label}
          </p>
          {eta.detail && <p className="mt-1 text-sm text-cream/75">{eta.detail}</p>}
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
