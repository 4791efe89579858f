import { Link } from 'react-router';
import { IdCard, LockKeyhole } from 'lucide-react';
import { itemsLabel } from '#domain/cart.ts';
import { COMPLIANCE } from '#domain/compliance/rules.ts';
import { formatUsd } from '#domain/money.ts';
import { Button, buttonClass } from '#web/components/ui/button.tsx';
import type { CartViewLine } from '../utils/cart-lines.ts';
import { AllowanceMeter } from './allowance-meter.tsx';
import { FreeDeliveryProgress } from './free-delivery-progress.tsx';

interface CartSummaryProps {
  lines: readonly CartViewLine[];
  count: number;
  subtotal: number;
  /** A cart from more than one shop cannot be checked out (the warning says why). */
  checkoutBlocked?: boolean;
}

/** The /cart order summary, leading to /checkout. */
export function CartSummary({ lines, count, subtotal, checkoutBlocked = false }: CartSummaryProps) {
  return (
    <div className="space-y-6 rounded-3xl border border-border bg-surface p-6 shadow-sm sm:p-7">
      <h2 className="font-display text-2xl">Order summary</h2>
      <FreeDeliveryProgress subtotal={subtotal} />
      <div className="space-y-2 border-t border-border pt-5">
        <div className="flex items-baseline justify-between">
          <span className="text-muted">Subtotal ({itemsLabel(count)})</span>
          <span className="font-display text-2xl tabular-nums" data-testid="cart-subtotal">
            {formatUsd(subtotal)}
          </span>
        </div>
        <p className="text-sm text-muted">Delivery fees are calculated at checkout</p>
      </div>
      <AllowanceMeter lines={lines} className="border-t border-border pt-5" />
      <p className="flex items-center gap-2.5 rounded-2xl bg-accent-soft/70 px-4 py-3 text-sm font-medium">
        <IdCard className="h-5 w-5 shrink-0 text-accent" aria-hidden />
        {COMPLIANCE.idNotice}
      </p>
      <div className="space-y-3 border-t border-border pt-5">
        {checkoutBlocked ? (
          <Button size="lg" className="w-full" disabled>
            <LockKeyhole className="h-4 w-4" aria-hidden />
            Checkout
          </Button>
        ) : (
          <Link to="/checkout" className={`${buttonClass('primary', 'lg')} w-full`}>
            <LockKeyhole className="h-4 w-4" aria-hidden />
            Checkout
          </Link>
        )}
        <p className="text-center text-sm text-muted">Pay with cash or debit card at the door.</p>
      </div>
    </div>
  );
}
