import { Link } from 'react-router';
import { CircleAlert } from 'lucide-react';
import type { CheckoutAlert } from '../utils/checkout-errors.ts';

/** A refusal that belongs to no single field, announced as it appears above the button. */
export function CheckoutAlertBox({ alert }: { alert: CheckoutAlert | null }) {
  return (
    <div role="alert" aria-atomic="true">
      {alert && (
        <div className="flex gap-3 rounded-2xl border border-danger/40 bg-danger/10 p-4 text-sm">
          <CircleAlert className="mt-0.5 h-5 w-5 shrink-0 text-danger" aria-hidden />
          <div className="space-y-1">
            <p className="font-medium text-foreground">{alert.message}</p>
            {alert.toCart && (
              <Link to="/cart" className="font-semibold text-accent underline underline-offset-2">
                Back to your cart
              </Link>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
