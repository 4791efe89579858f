import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { GiveawayBanner } from '#web/features/giveaways/components/giveaway-banner.tsx';
import { isAgeVerified } from '#web/lib/age-gate.ts';
import { taskPage } from '#web/lib/task-paths.ts';
import { ShopShortcuts } from './shop-shortcuts.tsx';

// Its own chunk: a static import here would lengthen the entry's preload list for this chunk.
const InstallPrompt = lazy(() =>
  import('#web/features/install/components/install-prompt.tsx').then((m) => ({ default: m.InstallPrompt })),
);

/**
 * Loaded when the page is idle (storefront-extras-slot.tsx): the giveaway takes the promo strip's line, the install
 * offer the page's flow under the header. Both wait for the age gate, and neither shows on the buying pages (product,
 * cart, checkout), where nothing comes before the task. The `?` list of shortcuts comes with them (Ctrl+K, the
 * search's own, is in the entry).
 */
export function StorefrontExtras() {
  const { pathname } = useLocation();
  // The worker and the health probe, from their own chunk (they wait for the page to be idle); none in development.
  useEffect(() => {
    if (import.meta.env.PROD)
      import('#web/lib/pwa/start-pwa.tsx').then(
        (m) => m.startPwa(),
        () => undefined,
      );
  }, []);
  return (
    <>
      <ShopShortcuts />
      <GiveawayBanner isAgeVerified={isAgeVerified} stepAside={taskPage(pathname) !== null} />
      <Suspense fallback={null}>
        <InstallPrompt pathname={pathname} isAgeVerified={isAgeVerified} />
      </Suspense>
    </>
  );
}
