import { lazy, Suspense, type ComponentType } from 'react';
import { useIdleReady } from '#web/hooks/use-idle-ready.ts';

// Optional pieces: a chunk that cannot arrive (the connection dropped first) leaves them out, never the page.
const StorefrontExtras = lazy<ComponentType>(() =>
  import('./storefront-extras.tsx').then(
    (m) => ({ default: m.StorefrontExtras }),
    () => ({ default: () => null }),
  ),
);

/**
 * The storefront's optional pieces (giveaway banner, install offer, service worker) load in one chunk once the page
 * is idle after first paint: the entry bundle and first paint stay as they were, and one request brings them all.
 */
export function StorefrontExtrasSlot() {
  const ready = useIdleReady();
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <StorefrontExtras />
    </Suspense>
  );
}
