import { useEffect } from 'react';
import { useLocation } from 'react-router';

const SETTLE_MS = 2000;

/**
 * Home sections load lazily, so content above an anchor (/#products) can grow after the browser scrolled to it.
 * Until the page settles or the visitor scrolls themselves, the anchored section is kept at the top.
 */
export function useKeepHashInView() {
  const { hash } = useLocation();
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (!target) return;
    const align = () => target.scrollIntoView({ block: 'start' });
    const observer = new ResizeObserver(align);
    observer.observe(document.body);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
      for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) {
        window.removeEventListener(type, stop);
      }
    };
    const timer = setTimeout(stop, SETTLE_MS);
    for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) {
      window.addEventListener(type, stop, { passive: true });
    }
    return stop;
  }, [hash]);
}
