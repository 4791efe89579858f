import { useEffect, useRef } from 'react';
import { track } from '#web/lib/analytics.ts';

/** begin_checkout and 'Checkout Started', once per visit to the checkout, as soon as it shows items. */
export function useBeginCheckout(itemCount: number) {
  const tracked = useRef(false);
  useEffect(() => {
    if (tracked.current || itemCount === 0) return;
    tracked.current = true;
    const properties = { itemCount };
    track('begin_checkout', properties);
    track('Checkout Started', properties);
  }, [itemCount]);
}
