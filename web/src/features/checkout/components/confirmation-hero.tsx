import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { CircleCheckBig, MapPinned, Route } from 'lucide-react';

interface ConfirmationHeroProps {
  firstName: string;
  orderNumber: string;
  trackingCode: string;
  windowLabel: string;
}

const LINK =
  'inline-flex h-12 items-center justify-center gap-2 rounded-full px-7 text-base font-medium tracking-wide transition';

export function ConfirmationHero({
  firstName,
  orderNumber,
  trackingCode,
  windowLabel,
}: ConfirmationHeroProps) {
  const code = encodeURIComponent(trackingCode);
  // Place order's button is gone with the checkout page: focus moves to the thanks, so a screen reader hears that
  // the order went through and the keyboard continues from here, not from the top of the page.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  return (
    <div className="overflow-hidden rounded-[2rem] bg-forest p-6 text-cream shadow-sm sm:p-10">
      <p className="flex items-center gap-2 text-xs font-semibold uppercase tracking-[0.25em] text-gold">
        <CircleCheckBig className="h-4 w-4" aria-hidden />
        Order confirmed
      </p>
      <h1
        ref={heading}
        tabIndex={-1}
        className="mt-3 font-display text-4xl leading-tight outline-none sm:text-5xl"
      >
        {firstName ? `Thank you, ${firstName}.` : 'Thank you for your order.'}
      </h1>
      <p className="mt-3 max-w-xl text-cream/75">We have your order, and the shop is getting it ready.</p>
      <dl className="mt-7 grid gap-3 sm:grid-cols-2">
        <div className="rounded-2xl border border-cream/15 bg-cream/[0.05] p-4">
          <dt className="text-xs uppercase tracking-[0.18em] text-cream/60">Order number</dt>
          <dd data-testid="order-number" className="mt-1 font-display text-2xl tracking-wide">
            {orderNumber}
          </dd>
        </div>
        <div className="rounded-2xl border border-cream/15 bg-cream/[0.05] p-4">
          <dt className="text-xs uppercase tracking-[0.18em] text-cream/60">Delivery</dt>
          <dd data-testid="delivery-window" className="mt-1 font-medium">
            {windowLabel}
          </dd>
        </div>
      </dl>
      <div className="mt-7 flex flex-col gap-3 sm:flex-row">
        <Link to={`/track/${code}`} className={`${LINK} bg-gold text-forest hover:brightness-105`}>
          <Route className="h-4 w-4" aria-hidden />
          Track your order
        </Link>
        <Link
          to={`/track-live/${code}`}
          className={`${LINK} border border-cream/30 text-cream hover:bg-cream/10`}
        >
          <MapPinned className="h-4 w-4" aria-hidden />
          Track live
        </Link>
      </div>
    </div>
  );
}
