/**
 * Short alert sounds synthesised with the Web Audio API: no audio file, nothing fetched. The courier's new-order
 * alert and the shop's order bell play through here.
 */
type AudioCtor = new () => AudioContext;

let shared: AudioContext | null = null;

/**
 * The page's one audio context, made on first use and resumed each time: browsers start it suspended until the page
 * has been touched (autoplay rules), so calling this inside a tap or click is what lets later sounds play. Null where
 * the browser has no Web Audio.
 */
export function audioContext(): AudioContext | null {
  try {
    if (!shared) {
      const w = globalThis as { AudioContext?: AudioCtor; webkitAudioContext?: AudioCtor };
      const Ctor = w.AudioContext ?? w.webkitAudioContext;
      if (!Ctor) return null;
      shared = new Ctor();
    }
    if (shared.state === 'suspended') void shared.resume().catch(() => undefined);
    return shared;
  } catch {
    return null;
  }
}

/**
 * Whether the browser lets this page play sound yet: not before the page was touched once (autoplay rules). A
 * browser that cannot tell is taken at its word.
 */
export function soundAllowed(): boolean {
  const activation = (globalThis.navigator as { userActivation?: { hasBeenActive: boolean } } | undefined)
    ?.userActivation;
  return activation ? activation.hasBeenActive : true;
}

export interface Tone {
  /** Frequencies in Hz, played one after another. */
  notes: readonly number[];
  wave: OscillatorType;
  /** Seconds from one note's start to the next's. */
  step: number;
  /** Peak gain, 0 to 1. */
  peak: number;
  /** Seconds each note takes to fade out. */
  length: number;
}

/** Plays the tone now; true when the audio context is running, so that it is heard. */
export function playTone(tone: Tone): boolean {
  const ctx = audioContext();
  if (!ctx) return false;
  try {
    const start = ctx.currentTime;
    tone.notes.forEach((hz, i) => {
      const at = start + i * tone.step;
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = tone.wave;
      osc.frequency.setValueAtTime(hz, at);
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(tone.peak, at + 0.015);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + tone.length);
      osc.connect(gain).connect(ctx.destination);
      osc.start(at);
      osc.stop(at + tone.length + 0.05);
    });
    return ctx.state === 'running';
  } catch {
    return false;
  }
}
