import { useCallback, useEffect, useRef, useState } from 'react';
import {
  newOfferIds,
  playOfferAlert,
  readAlertMuted,
  storeAlertMuted,
  unlockOfferAlert,
} from '../utils/offer-alert.ts';

/**
 * Rings (chime and vibration) when an order the courier has not seen reaches the pool while online, unless muted.
 * Returns the mute switch.
 */
export function useOfferAlert(online: boolean, offerIds: readonly string[] | undefined) {
  const seen = useRef(new Set<string>());
  const baseline = useRef(true);
  const [muted, setMuted] = useState(readAlertMuted);

  useEffect(() => {
    if (!online) {
      baseline.current = true;
      return;
    }
    if (!offerIds) return;
    const arrived = newOfferIds(seen.current, offerIds, baseline.current);
    baseline.current = false;
    if (arrived.length > 0 && !muted) playOfferAlert();
  }, [online, offerIds, muted]);

  // A reload of an online courier's app has had no Go online tap: the first touch anywhere unlocks the chime.
  useEffect(() => {
    if (!online) return;
    const unlock = () => unlockOfferAlert();
    document.addEventListener('pointerdown', unlock, { once: true });
    return () => document.removeEventListener('pointerdown', unlock);
  }, [online]);

  const toggleMuted = useCallback(() => {
    unlockOfferAlert();
    setMuted((was) => {
      storeAlertMuted(!was);
      return !was;
    });
  }, []);

  return { muted, toggleMuted };
}
