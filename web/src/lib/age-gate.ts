import { useBrowserStore } from './hydrated.tsx';
import { storage } from './storage.ts';

/** The page's own age gate (web/index.html, web/public/age-gate.js) keeps the answer here and says so by events. */
export const AGE_VERIFIED_KEY = 'age_verified';
const VERIFIED_EVENT = 'age-verified';
const NEEDED_EVENT = 'age-gate-needed';

export const isAgeVerified = () => storage.get(AGE_VERIFIED_KEY) === 'true';

const subscribe = (changed: () => void) => {
  window.addEventListener(VERIFIED_EVENT, changed);
  return () => window.removeEventListener(VERIFIED_EVENT, changed);
};

/** True once the visitor has said they are 21 or older, following the gate's answer. */
export function useAgeVerified(): boolean {
  return useBrowserStore(subscribe, isAgeVerified, false);
}

/** Resolves once the visitor has said they are 21 or older (at once when they had already). */
export function whenAgeVerified(): Promise<void> {
  if (isAgeVerified()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = subscribe(() => {
      done();
      resolve();
    });
  });
}

/** Opens the gate when the visitor has not answered (the storefront reached from a staff app). */
export function requireAgeGate() {
  if (!isAgeVerified()) window.dispatchEvent(new Event(NEEDED_EVENT));
}

/** Whether the gate is on screen now. */
export const ageGateOpen = () =>
  (document.getElementById('age-gate') as HTMLDialogElement | null)?.open === true;
