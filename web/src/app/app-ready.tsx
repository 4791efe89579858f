import { useEffect } from 'react';

/** Marks the document once the live app has replaced the prerendered page (tests wait for it). */
export function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return null;
}
