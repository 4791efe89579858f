import { storage } from '#web/lib/storage.ts';
import { playTone, type Tone } from '#web/lib/tones.ts';

const CHIME_KEY = 'merchant_order_chime';

/** The shop's answer to 'Turn on order sound' on this device: 'on', 'off', or null when it was never asked. */
export type ChimeChoice = 'on' | 'off' | null;

export function chimeChoice(): ChimeChoice {
  const stored = storage.get(CHIME_KEY);
  return stored === 'on' || stored === 'off' ? stored : null;
}
export const rememberChime = (on: boolean) => storage.set(CHIME_KEY, on ? 'on' : 'off');

/** How often the board rings while an order waits to be accepted. */
export const RING_EVERY_MS = 5_000;

/** The three rising notes of a counter bell (C6, E6, G6). */
const BELL: Tone = { notes: [1046.5, 1318.5, 1568], wave: 'triangle', step: 0.16, peak: 0.25, length: 0.5 };

/** Rings once; silent where the browser has no audio or blocks it before the page was touched. */
export function ringChime() {
  playTone(BELL);
}
