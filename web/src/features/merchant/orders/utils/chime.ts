import { storage } from '#web/lib/storage.ts';

const CHIME_KEY = 'merchant_order_chime';

/** Whether a new order rings on this device: off until the shop turns it on, remembered in this browser. */
export const chimeOn = () => storage.get(CHIME_KEY) === 'on';
export const rememberChime = (on: boolean) => storage.set(CHIME_KEY, on ? 'on' : 'off');

type AudioCtor = new () => AudioContext;

/** The three rising notes of a counter bell (C6, E6, G6), synthesised with the Web Audio API: no audio file. */
const NOTES = [1046.5, 1318.5, 1568];

/** Rings once; silent where the browser has no audio or blocks it before the page was touched. */
export function ringChime() {
  const Ctor = (globalThis as { AudioContext?: AudioCtor; webkitAudioContext?: AudioCtor }).AudioContext;
  if (!Ctor) return;
  try {
    const audio = new Ctor();
    const start = audio.currentTime;
    NOTES.forEach((hz, i) => {
      const at = start + i * 0.16;
      const osc = audio.createOscillator();
      const env = audio.createGain();
      osc.type = 'triangle';
      osc.frequency.setValueAtTime(hz, at);
      env.gain.setValueAtTime(0, at);
      env.gain.linearRampToValueAtTime(0.25, at + 0.015);
      env.gain.exponentialRampToValueAtTime(0.001, at + 0.5);
      osc.connect(env).connect(audio.destination);
      osc.start(at);
      osc.stop(at + 0.55);
    });
    setTimeout(() => void audio.close(), 1200);
  } catch {
    // Autoplay rules: the toast still tells the shop.
  }
}
