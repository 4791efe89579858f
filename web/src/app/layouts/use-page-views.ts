import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { track } from '#web/lib/analytics.ts';

/** One page_view per storefront page shown (the visitors of the admin's analytics funnel). */
export function usePageViews() {
  const { pathname } = useLocation();
  useEffect(() => {
    track('page_view', { path: pathname });
  }, [pathname]);
}
