import { lazy, Suspense } from 'react';
import { isAgeVerified } from '#web/features/age-gate/components/age-gate.tsx';
import { useIdleReady } from '#web/hooks/use-idle-ready.ts';

const GiveawayBanner = lazy(() =>
  import('#web/features/giveaways/components/giveaway-banner.tsx').then((m) => ({
    default: m.GiveawayBanner,
  })),
);

/** The giveaway banner's chunk loads once the page is idle after first paint: the entry bundle stays as it was. */
export function GiveawayBannerSlot() {
  const ready = useIdleReady();
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <GiveawayBanner isAgeVerified={isAgeVerified} />
    </Suspense>
  );
}
