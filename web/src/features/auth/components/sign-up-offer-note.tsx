import { Gift } from 'lucide-react';
import { useFirstOrderPercent } from '#web/lib/store-facts.ts';

/** On the sign-up form: what the new account gets, from the live first-order discount (none set: no note). */
export function SignUpOfferNote() {
  const percent = useFirstOrderPercent();
  if (!percent || percent <= 0) return null;
  return (
    <p
      data-testid="signup-offer-note"
      className="flex items-start gap-2.5 rounded-2xl bg-accent-soft/70 px-4 py-3 text-sm font-medium"
    >
      <Gift className="mt-0.5 h-4 w-4 shrink-0 text-accent" aria-hidden />
      <span>
        New customer offer: {percent}% off your first order + Free Delivery, taken off at checkout. No code
        needed.
      </span>
    </p>
  );
}
