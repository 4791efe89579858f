import { storage } from '#web/lib/storage.ts';

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

type AudioCtor = new () => AudioContext;

/** The three rising notes of a counter bell (C6, E6, G6), synthesised with the Web Audio API: no audio file. */
const NOTES = [1046.5, 1318.5, 1568];

let shared: AudioContext | null = null;

/** One audio context for the page, resumed on each ring (a browser starts it suspended until the page is touched). */
function audio(): AudioContext | null {
  if (shared) {
    if (shared.state === 'suspended') void shared.resume().catch(() => undefined);
    return shared;
  }
  const Ctor = (globalThis as { AudioContext?: AudioCtor; webkitAudioContext?: AudioCtor }).AudioContext;
  if (!Ctor) return null;
  shared = new Ctor();
  return shared;
}

/**
 * Whether the browser lets this page play sound yet: not before the page was touched once (autoplay rules). A
 * browser that cannot tell is taken at its word.
 */
export function soundAllowed(): boolean {
  const activation = (navigator as { userActivation?: { hasBeenActive: boolean } }).userActivation;
  return activation ? activation.hasBeenActive : true;
}

/** Rings once; silent where the browser has no audio or blocks it before the page was touched. */
export function ringChime() {
  try {
    const ctx = audio();
    if (!ctx) return;
    const start = ctx.currentTime;
    NOTES.forEach((hz, i) => {
      const at = start + i * 0.16;
      const osc = ctx.createOscillator();
      const env = ctx.createGain();
      osc.type = 'triangle';
      osc.frequency.setValueAtTime(hz, at);
      env.gain.setValueAtTime(0, at);
      env.gain.linearRampToValueAtTime(0.25, at + 0.015);
      env.gain.exponentialRampToValueAtTime(0.001, at + 0.5);
      osc.connect(env).connect(ctx.destination);
      osc.start(at);
      osc.stop(at + 0.55);
    });
  } catch {
    // Autoplay rules: the board's own notice still tells the shop.
  }
}
