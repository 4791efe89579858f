import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RotateCw, ShoppingBag, TriangleAlert } from 'lucide-react';
import { Button, buttonClass } from '#web/components/ui/button.tsx';
import { LoadingSkeleton } from '#web/components/ui/skeleton.tsx';
import type { CheckoutQuote } from '#domain/checkout/quote-response.ts';
import type { CheckoutAlert } from '../utils/checkout-errors.ts';
import type { SummaryPricing } from '../utils/summary-pricing.ts';
import { PriceLinesList } from './price-lines.tsx';
import { SummaryLines } from './summary-lines.tsx';

interface OrderSummaryProps {
  quote: CheckoutQuote | undefined;
  /** From the ZIP being typed. */
  borough: string | null;
  pricing: SummaryPricing | null;
  /** Why the prices could not be loaded; a refusal fixed in the cart (a cart from two shops) leads back there. */
  failure: CheckoutAlert | null;
  onRetry: () => void;
  coupon: ReactNode;
  allowance?: ReactNode;
}

/** The lines and the full price breakdown, all before the order is placed. */
export function OrderSummary({
  quote,
  borough,
  pricing,
  failure,
  onRetry,
  coupon,
  allowance,
}: OrderSummaryProps) {
  const short = quote?.lines.some((l) => !l.available) ?? false;
  return (
    <section
      aria-labelledby="checkout-summary-title"
      className="space-y-5 rounded-3xl border border-border bg-surface p-5 shadow-sm sm:p-7"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="checkout-summary-title" className="font-display text-2xl">
          Order summary
        </h2>
        <Link to="/cart" className="text-sm font-medium text-accent underline-offset-4 hover:underline">
          Edit cart
        </Link>
      </div>
      {quote && pricing ? (
        <>
          <SummaryLines lines={quote.lines} />
          {short && (
            <p role="alert" className="flex gap-2 rounded-2xl bg-danger/10 p-3 text-sm text-danger">
              <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
              <span>
                Some items are not available in the quantity chosen.{' '}
                <Link to="/cart" className="font-semibold underline underline-offset-2">
                  Update your cart
                </Link>{' '}
                to continue.
              </span>
            </p>
          )}
          <div className="border-t border-border pt-5">{coupon}</div>
          {pricing.couponSetAside && (
            <p className="text-sm text-muted">
              Discounts don&apos;t combine: your first-order {quote?.firstOrderPercent}% off saves more, so
              that is the one applied.
            </p>
          )}
          <div className="border-t border-border pt-5">
            <h3 className="sr-only">Price breakdown</h3>
            <PriceLinesList
              prices={pricing.breakdown}
              freeDelivery={pricing.breakdown.freeDelivery}
              deliveryKnown={pricing.deliveryKnown}
              borough={borough}
            />
            {!pricing.deliveryKnown && (
              <p className="mt-3 text-xs text-muted">
                Enter your ZIP code to see the delivery fee for your borough and the total.
              </p>
            )}
          </div>
        </>
      ) : failure ? (
        <div role="alert" className="space-y-3 text-sm">
          <p className="text-danger">{failure.message}</p>
          {failure.toCart ? (
            <Link to="/cart" className={buttonClass('outline', 'sm')}>
              <ShoppingBag className="h-4 w-4" aria-hidden />
              Back to your cart
            </Link>
          ) : (
            <Button variant="outline" size="sm" onClick={onRetry}>
              <RotateCw className="h-4 w-4" aria-hidden />
              Try again
            </Button>
          )}
        </div>
      ) : (
        <LoadingSkeleton variant="list" count={2} />
      )}
      {allowance && <div className="border-t border-border pt-5">{allowance}</div>}
    </section>
  );
}
