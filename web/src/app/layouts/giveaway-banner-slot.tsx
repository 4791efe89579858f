import { lazy, Suspense, useEffect, useState } from 'react';
import { AGE_VERIFIED_KEY } from '#web/features/age-gate/components/age-gate.tsx';
import { storage } from '#web/lib/storage.ts';

const IDLE_TIMEOUT_MS = 3000;
const GiveawayBanner = lazy(() =>
  import('#web/features/giveaways/components/giveaway-banner.tsx').then((m) => ({
    default: m.GiveawayBanner,
  })),
);
const isAgeVerified = () => storage.get(AGE_VERIFIED_KEY) === 'true';

/** The giveaway banner's chunk loads once the page is idle after first paint: the entry bundle stays as it was. */
export function GiveawayBannerSlot() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const go = () => setReady(true);
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(go, { timeout: IDLE_TIMEOUT_MS });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(go, IDLE_TIMEOUT_MS);
    return () => clearTimeout(id);
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <GiveawayBanner isAgeVerified={isAgeVerified} />
    </Suspense>
  );
}
