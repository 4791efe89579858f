import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { LoadingSkeleton } from '#web/components/ui/skeleton.tsx';

/** The partner shop portal's root: none of the shop's header, cart or age gate; the shell comes with the guard. */
export function MerchantLayout() {
  return (
    <div className="font-sans">
      <meta name="robots" content="noindex" />
      <Suspense fallback={<LoadingSkeleton variant="hero" />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </div>
  );
}
