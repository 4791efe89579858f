import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BROWSING_KEY, startBrowsingClock } from './browsing-clock.ts';
import { browsedEnough, type Browsing } from './signup-prompt-rules.ts';

function memoryStore(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('startBrowsingClock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function start(counting: () => boolean, store = memoryStore()) {
    const seen: Browsing[] = [];
    const clock = startBrowsingClock({ counting, store, onChange: (b) => seen.push(b) });
    const last = () => seen.at(-1)!;
    return { clock, store, last };
  }

  it('is due after 45 s of the tab in view', () => {
    const { clock, last } = start(() => true);
    clock.pageView();
    vi.advanceTimersByTime(44_000);
    expect(browsedEnough(last())).toBe(false);
    vi.advanceTimersByTime(1_000);
    expect(browsedEnough(last())).toBe(true);
    clock.stop();
  });

  it('pauses while the tab is hidden (or the age gate is up)', () => {
    let visible = true;
    const { clock, last } = start(() => visible);
    clock.pageView();
    vi.advanceTimersByTime(30_000);
    visible = false;
    vi.advanceTimersByTime(10 * 60_000);
    expect(last().visibleMs).toBe(30_000);
    visible = true;
    vi.advanceTimersByTime(15_000);
    expect(last().visibleMs).toBe(45_000);
    expect(browsedEnough(last())).toBe(true);
    clock.stop();
  });

  it('is due two seconds into the third page, well before 45 s', () => {
    const { clock, last } = start(() => true);
    clock.pageView();
    vi.advanceTimersByTime(5_000);
    clock.pageView();
    vi.advanceTimersByTime(5_000);
    clock.pageView();
    vi.advanceTimersByTime(1_000);
    expect(browsedEnough(last())).toBe(false);
    vi.advanceTimersByTime(1_000);
    expect(browsedEnough(last())).toBe(true);
    expect(last()).toEqual({ visibleMs: 12_000, pageViews: 3, onPageMs: 2_000 });
    clock.stop();
  });

  it("carries on from the tab's stored progress after a reload, and stops when told", () => {
    const store = memoryStore({
      [BROWSING_KEY]: JSON.stringify({ visibleMs: 40_000, pageViews: 1, onPageMs: 40_000 }),
    });
    const { clock, last } = start(() => true, store);
    clock.pageView();
    expect(last()).toEqual({ visibleMs: 40_000, pageViews: 2, onPageMs: 0 });
    vi.advanceTimersByTime(5_000);
    expect(browsedEnough(last())).toBe(true);
    expect(JSON.parse(store.getItem(BROWSING_KEY)!)).toEqual(last());
    clock.stop();
    vi.advanceTimersByTime(60_000);
    expect(last().visibleMs).toBe(45_000);
  });

  it('starts over from a stored value it cannot read', () => {
    const { clock, last } = start(() => true, memoryStore({ [BROWSING_KEY]: '{not json' }));
    clock.pageView();
    expect(last()).toEqual({ visibleMs: 0, pageViews: 1, onPageMs: 0 });
    clock.stop();
  });
});
