import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { ScrollRestoration } from '#web/components/layout/scroll-restoration.tsx';
import { LoadingSkeleton } from '#web/components/ui/skeleton.tsx';

/** A staff app's root (admin console, partner portal): none of the shop's header, cart or age gate; not indexed. */
export function StaffAppLayout() {
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
