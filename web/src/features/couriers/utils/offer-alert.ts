/**
 * The new-order alert: a short two-note chime made with the Web Audio API (no sound file, nothing fetched) and a
 * vibration, where the device allows. Browsers start audio only after a user gesture, so `unlockOfferAlert` runs in
 * the Go online tap (and the sound switch); until then the chime is silent and only the vibration plays.
 */
type AudioContextClass = typeof AudioContext;

let context: AudioContext | null = null;
const MUTED_KEY = 'courier_offer_alert_muted';

function audioClass(): AudioContextClass | null {
  const w = globalThis as unknown as {
    AudioContext?: AudioContextClass;
    webkitAudioContext?: AudioContextClass;
  };
  return w.AudioContext ?? w.webkitAudioContext ?? null;
}

/** Call inside a user gesture: creates (or resumes) the audio context the chime needs. */
export function unlockOfferAlert() {
  const Ctx = audioClass();
  if (!Ctx) return;
  try {
    context ??= new Ctx();
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
  } catch {
    context = null;
  }
}

function chime(ctx: AudioContext) {
  const start = ctx.currentTime;
  // Two rising notes (A5, E6), 0.18 s each: audible over traffic, short enough not to annoy.
  [880, 1318.5].forEach((frequency, i) => {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    const at = start + i * 0.2;
    osc.type = 'sine';
    osc.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.4, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.18);
    osc.connect(gain).connect(ctx.destination);
    osc.start(at);
    osc.stop(at + 0.2);
  });
}

/** Rings once for a new order: the chime when audio is unlocked, a vibration when the device has one. */
export function playOfferAlert(): { sound: boolean; vibration: boolean } {
  let sound = false;
  if (context && context.state === 'running') {
    try {
      chime(context);
      sound = true;
    } catch {
      sound = false;
    }
  }
  const nav = globalThis.navigator as Navigator | undefined;
  const vibration = typeof nav?.vibrate === 'function' ? nav.vibrate([200, 100, 200]) : false;
  return { sound, vibration };
}

export function readAlertMuted(): boolean {
  try {
    return globalThis.localStorage?.getItem(MUTED_KEY) === 'true';
  } catch {
    return false;
  }
}

export function storeAlertMuted(muted: boolean) {
  try {
    globalThis.localStorage?.setItem(MUTED_KEY, String(muted));
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
}

/**
 * The offers to ring for: ids not seen before. The first list after going online is what the courier is looking at
 * already, so it only marks them seen.
 */
export function newOfferIds(seen: Set<string>, ids: readonly string[], baseline: boolean): string[] {
  const fresh = ids.filter((id) => !seen.has(id));
  for (const id of fresh) seen.add(id);
  return baseline ? [] : fresh;
}
