import { afterEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for the browser's AudioContext that records what is scheduled. */
function fakeAudio(state: AudioContextState) {
  const made: FakeContext[] = [];
  class FakeContext {
    state = state;
    currentTime = 10;
    destination = {};
    started: { hz: number; at: number; wave: string }[] = [];
    // Like a browser's, the context runs only once the resume has been granted, not within the call.
    resume = vi.fn(() =>
      Promise.resolve().then(() => {
        this.state = 'running';
      }),
    );
    constructor() {
      made.push(this);
    }
    createOscillator() {
      const osc = {
        type: 'sine',
        frequency: { setValueAtTime: (hz: number) => void (osc.hz = hz) },
        hz: 0,
        connect: (node: unknown) => node,
        start: (at: number) => this.started.push({ hz: osc.hz, at, wave: osc.type }),
        stop: () => undefined,
      };
      return osc;
    }
    createGain() {
      const ramp = () => undefined;
      return {
        gain: { setValueAtTime: ramp, exponentialRampToValueAtTime: ramp },
        connect: (node: unknown) => node,
      };
    }
  }
  vi.stubGlobal('AudioContext', FakeContext);
  return made;
}

const TONE = { notes: [440, 880], wave: 'triangle', step: 0.2, peak: 0.3, length: 0.3 } as const;

describe('tones', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('plays each note in turn on one shared context, heard once the context runs', async () => {
    const made = fakeAudio('running');
    const { playTone } = await import('./tones.ts');
    expect(playTone(TONE)).toBe(true);
    expect(playTone(TONE)).toBe(true);
    expect(made).toHaveLength(1);
    expect(made[0]!.started.slice(0, 2)).toEqual([
      { hz: 440, at: 10, wave: 'triangle' },
      { hz: 880, at: 10.2, wave: 'triangle' },
    ]);
  });

  it('asks a suspended context to resume, and says the tone was not heard yet', async () => {
    const made = fakeAudio('suspended');
    const { audioContext, playTone } = await import('./tones.ts');
    expect(playTone(TONE)).toBe(false);
    expect(made[0]!.resume).toHaveBeenCalled();
    await Promise.resolve();
    expect(audioContext()?.state).toBe('running');
  });

  it('stays silent where the browser has no Web Audio', async () => {
    vi.stubGlobal('AudioContext', undefined);
    const { playTone } = await import('./tones.ts');
    expect(playTone(TONE)).toBe(false);
  });
});
