import { useSyncExternalStore } from 'react';

// The live giveaway's slug for the header link, set by the banner's chunk once it has asked the server:
// undefined until then (the link shows its default, no layout shift), null when none is live (the link hides).
let slug: string | null | undefined;
const listeners = new Set<() => void>();

export function setLiveGiveawaySlug(next: string | null) {
  if (next === slug) return;
  slug = next;
  listeners.forEach((l) => l());
}

export function useLiveGiveawaySlug(): string | null | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => slug,
    () => undefined,
  );
}
