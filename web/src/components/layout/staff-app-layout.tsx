import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { ScrollRestoration } from '#web/components/layout/scroll-restoration.tsx';
import { LoadingSkeleton } from '#web/components/ui/skeleton.tsx';

/** A staff app's root (admin console, partner portal): none of the shop's header, cart or age gate; not indexed. */
export function StaffAppLayout() {
  // The storefront's worker and the health probe, from their own chunk (they wait for the page to be idle); none in development.
  useEffect(() => {
    if (import.meta.env.PROD)
      import('#web/lib/pwa/start-pwa.tsx').then(
        (m) => m.startPwa(),
        () => undefined,
      );
  }, []);
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
