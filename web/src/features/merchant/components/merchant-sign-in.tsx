import { Link } from 'react-router';
import { MerchantLoginForm } from './merchant-login-form.tsx';
import { PortalFrame } from './portal-frame.tsx';

/** Shown in place of any portal page while signed out: signing in stays on the page that was asked for. */
export function MerchantSignIn() {
  return (
    <PortalFrame className="flex flex-col items-center py-10 sm:py-16">
      <title>Partner sign in | NY Minute</title>
      <div className="w-full max-w-sm">
        <div className="rounded-3xl border border-border bg-surface p-6 shadow-xl sm:p-8">
          <h1 className="font-display text-3xl">Partner sign in</h1>
          <p className="mt-2 text-sm text-muted">Take, prepare and hand over your shop&rsquo;s orders.</p>
          <div className="mt-6">
            <MerchantLoginForm />
          </div>
        </div>
        <p className="mt-6 text-center text-sm text-muted">
          Not a partner yet?{' '}
          <Link to="/partner-shops" className="font-medium text-accent underline-offset-4 hover:underline">
            Apply to sell with us
          </Link>
        </p>
      </div>
    </PortalFrame>
  );
}
