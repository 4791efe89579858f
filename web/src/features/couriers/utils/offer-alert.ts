import { storage } from '#web/lib/storage.ts';
import { audioContext, playTone, type Tone } from '#web/lib/tones.ts';

/**
 * The new-order alert: a short two-note chime and a vibration, where the device allows. Browsers start audio only
 * after a user gesture, so `unlockOfferAlert` runs in the Go online tap (and the sound switch); until then the chime
 * is silent and only the vibration plays.
 */
const MUTED_KEY = 'courier_offer_alert_muted';

/** Two rising notes (A5, E6), 0.18 s each: audible over traffic, short enough not to annoy. */
const OFFER_TONE: Tone = { notes: [880, 1318.5], wave: 'sine', step: 0.2, peak: 0.4, length: 0.18 };

/** Call inside a user gesture: creates (or resumes) the audio context the chime needs. */
export function unlockOfferAlert() {
  audioContext();
}

/** Rings once for a new order: the chime when audio is unlocked, a vibration when the device has one. */
export function playOfferAlert(): { sound: boolean; vibration: boolean } {
  const sound = playTone(OFFER_TONE);
  const nav = globalThis.navigator as Navigator | undefined;
  const vibration = typeof nav?.vibrate === 'function' ? nav.vibrate([200, 100, 200]) : false;
  return { sound, vibration };
}

export const readAlertMuted = (): boolean => storage.get(MUTED_KEY) === 'true';
export const storeAlertMuted = (muted: boolean) => storage.set(MUTED_KEY, String(muted));

/**
 * The offers to ring for: ids not seen before. The first list after going online is what the courier is looking at
 * already, so it only marks them seen.
 */
export function newOfferIds(seen: Set<string>, ids: readonly string[], baseline: boolean): string[] {
  const fresh = ids.filter((id) => !seen.has(id));
  for (const id of fresh) seen.add(id);
  return baseline ? [] : fresh;
}
