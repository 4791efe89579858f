import { Link } from 'react-router';
import { PackageSearch } from 'lucide-react';
import { buttonClass } from '#web/components/ui/button.tsx';

export function TrackingNotFound() {
  return (
    <div className="flex flex-col items-center rounded-3xl border border-border bg-surface px-6 py-16 text-center">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-accent-soft text-accent">
        <PackageSearch className="h-7 w-7" aria-hidden />
      </span>
      <h1 className="mt-6 font-display text-3xl">We could not find that tracking code</h1>
      <p className="mt-2 max-w-md text-muted">
        The link may be incomplete. Look your order up with its number and the e-mail or phone you used at
        checkout.
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link to="/track-order" className={buttonClass('primary', 'lg')}>
          Find my order
        </Link>
        <Link to="/support" className={buttonClass('outline', 'lg')}>
          Contact support
        </Link>
      </div>
    </div>
  );
}
