import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { keepInView } from '#web/lib/keep-in-view.ts';

/**
 * Home sections load lazily, so content above an anchor (/#products) can grow after the browser scrolled to it.
 * Until the page settles or the visitor scrolls themselves, the anchored section is kept at the top.
 */
export function useKeepHashInView() {
  const { hash } = useLocation();
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    return target ? keepInView(target) : undefined;
  }, [hash]);
}
