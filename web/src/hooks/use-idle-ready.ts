import { useEffect, useState } from 'react';
import { useHydrated } from '#web/lib/hydrated.tsx';

const IDLE_TIMEOUT_MS = 3000;

/**
 * True once the browser is idle after first paint (at the latest after 3 s), or at once when `now` is set: what
 * optional storefront pieces (the giveaway banner, the chat launcher) wait for, so first paint stays as it was.
 * Never while a server-rendered page is hydrated: the server drew it without them.
 */
export function useIdleReady(now = false): boolean {
  const hydrated = useHydrated();
  const [ready, setReady] = useState(now);
  useEffect(() => {
    if (ready) return;
    const go = () => setReady(true);
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(go, { timeout: IDLE_TIMEOUT_MS });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(go, IDLE_TIMEOUT_MS);
    return () => clearTimeout(id);
  }, [ready]);
  return hydrated && ready;
}
