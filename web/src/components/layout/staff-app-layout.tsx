import { Suspense, useEffect, useLayoutEffect } from 'react';
import { Outlet } from 'react-router';
import { ScrollRestoration } from '#web/components/layout/scroll-restoration.tsx';
import { LoadingSkeleton } from '#web/components/ui/skeleton.tsx';
import { AppNameContext } from './document-title.tsx';

interface StaffAppLayoutProps {
  /** The app's name, after each page's own in the tab's title ("NY Minute Admin"). */
  appName: string;
  /** The courier app's dark shell. */
  dark?: boolean;
}

/** A role app's root (admin console, partner portal, courier app): none of the shop's header, cart or age gate; not indexed. */
export function StaffAppLayout({ appName, dark = false }: StaffAppLayoutProps) {
  // The storefront's worker and the health probe, from their own chunk (they wait for the page to be idle); none in development.
  useEffect(() => {
    if (import.meta.env.PROD)
      import('#web/lib/pwa/start-pwa.tsx').then(
        (m) => m.startPwa(),
        () => undefined,
      );
  }, []);
  // Toasts on a phone start below the app's 64 px top bar, never over its menu button or search.
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.style.setProperty('--toast-top-phone', '72px');
    return () => {
      root.style.removeProperty('--toast-top-phone');
    };
  }, []);
  // Dark on the root element, so the page background, native controls and portals all follow.
  useLayoutEffect(() => {
    if (!dark) return;
    const root = document.documentElement;
    const wasDark = root.classList.contains('dark');
    root.classList.add('dark');
    return () => {
      if (!wasDark) root.classList.remove('dark');
    };
  }, [dark]);
  return (
    <AppNameContext value={appName}>
      <div className="font-sans">
        <meta name="robots" content="noindex" />
        <Suspense fallback={<LoadingSkeleton variant="hero" />}>
          <Outlet />
        </Suspense>
        <ScrollRestoration />
      </div>
    </AppNameContext>
  );
}
