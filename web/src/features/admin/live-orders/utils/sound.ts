import { storage } from '#web/lib/storage.ts';

export const SOUND_KEY = 'admin_live_sound';

/** Whether a new order beeps: off unless the admin turned it on in this browser. */
export const soundEnabled = () => storage.get(SOUND_KEY) === '1';

export const setSoundEnabled = (on: boolean) => storage.set(SOUND_KEY, on ? '1' : '0');

type AudioContextClass = typeof AudioContext;

/** A short two-tone beep made with the Web Audio API (no audio file); silent where audio is unavailable. */
export function playBeep() {
  const Context: AudioContextClass | undefined =
    typeof window === 'undefined'
      ? undefined
      : (window.AudioContext ??
        (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext);
  if (!Context) return;
  try {
    const context = new Context();
    const gain = context.createGain();
    gain.connect(context.destination);
    gain.gain.setValueAtTime(0.0001, context.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.2, context.currentTime + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, context.currentTime + 0.35);
    [880, 1320].forEach((frequency, i) => {
      const tone = context.createOscillator();
      tone.type = 'sine';
      tone.frequency.value = frequency;
      tone.connect(gain);
      tone.start(context.currentTime + i * 0.12);
      tone.stop(context.currentTime + 0.12 + i * 0.12);
    });
    window.setTimeout(() => void context.close(), 600);
  } catch {
    /* audio blocked until the page is interacted with: the toast still shows */
  }
}
