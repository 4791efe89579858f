import { useEffect } from 'react';
import type { ToasterProps } from 'sonner';
import { loadSonner, useSonner } from '#web/lib/toast.ts';

const IDLE_TIMEOUT_MS = 3000;

/** sonner's Toaster, mounted once the page is idle after first paint or when the first toast fires. */
export function LazyToaster(props: ToasterProps) {
  const sonner = useSonner();
  useEffect(() => {
    const load = () => void loadSonner().catch(() => undefined);
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(load, { timeout: IDLE_TIMEOUT_MS });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(load, IDLE_TIMEOUT_MS);
    return () => clearTimeout(id);
  }, []);
  // The store is left to right: without `dir`, sonner asks the browser for the page's computed direction on mount,
  // which restyles the whole page at once (a 50 ms task on a phone, right after the first paint).
  return sonner ? <sonner.Toaster dir="ltr" {...props} /> : null;
}
