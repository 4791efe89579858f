import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { storage } from '#web/lib/storage.ts';

export const AGE_VERIFIED_KEY = 'age_verified';

const load = () => import('./age-gate-dialog.tsx');
const AgeGateDialog = lazy(() => load().then((m) => ({ default: m.AgeGateDialog })));
const noSubscription = () => () => {};
/** Whether this browser has passed the gate (other overlays wait for it). */
export const isAgeVerified = () => storage.get(AGE_VERIFIED_KEY) === 'true';

/**
 * Verified visitors (the flag is read synchronously) never load the dialog. Others get a blocking
 * overlay at once and the dialog as soon as its chunk arrives. The prerendered page carries no gate.
 */
export function AgeGate() {
  const verified = useSyncExternalStore(noSubscription, isAgeVerified, () => true);
  const [confirmed, setConfirmed] = useState(false);
  if (verified || confirmed) return null;
  const confirm = () => {
    storage.set(AGE_VERIFIED_KEY, 'true');
    setConfirmed(true);
  };
  return (
    <Suspense fallback={<div aria-hidden className="fixed inset-0 z-[80] bg-forest/90 backdrop-blur-sm" />}>
      <AgeGateDialog onConfirm={confirm} />
    </Suspense>
  );
}
