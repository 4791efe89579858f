import { useEffect, useState } from 'react';
import { awaitsAcceptance } from '#domain/merchant/order-urgency.ts';
import type { MerchantOrderCard } from '#domain/merchant/orders.ts';
import { RING_EVERY_MS, ringChime } from '../utils/chime.ts';

/**
 * Rings every few seconds while an order awaits the shop's yes and the sound is on; stops as soon as none does.
 * 'Mute' silences the orders waiting now; the next new order rings again.
 */
export function useOrderRinger(active: readonly MerchantOrderCard[] | undefined, soundOn: boolean) {
  const [muted, setMuted] = useState<ReadonlySet<string>>(() => new Set());
  const waiting = (active ?? []).filter(awaitsAcceptance).map((o) => o.id);
  const unmuted = waiting.filter((id) => !muted.has(id));
  const ringing = soundOn && unmuted.length > 0;

  useEffect(() => {
    if (!ringing) return;
    ringChime();
    const timer = window.setInterval(ringChime, RING_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [ringing]);

  return {
    /** How many orders wait to be accepted. */
    waiting: waiting.length,
    ringing,
    /** Whether the orders waiting now were muted (nothing new since). */
    muted: soundOn && waiting.length > 0 && !ringing,
    mute: () => setMuted(new Set(waiting)),
  };
}
