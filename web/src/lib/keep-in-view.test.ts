// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTLE_MS, keepInView } from './keep-in-view.ts';

/** jsdom has no layout: the page "grows" when the test calls `grow()`. */
let observers: { callback: ResizeObserverCallback; disconnected: boolean }[] = [];
const grow = () => {
  for (const o of observers) if (!o.disconnected) o.callback([], {} as ResizeObserver);
};

function section(reducedMotion = false) {
  window.matchMedia = ((query: string) => ({ matches: reducedMotion && query.includes('reduce') })) as never;
  const target = document.createElement('section');
  const scrolls: (ScrollIntoViewOptions | undefined)[] = [];
  target.scrollIntoView = (options?: boolean | ScrollIntoViewOptions) =>
    void scrolls.push(options as ScrollIntoViewOptions);
  return { target, scrolls };
}

describe('keepInView', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    observers = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        entry: (typeof observers)[number];
        constructor(callback: ResizeObserverCallback) {
          this.entry = { callback, disconnected: false };
          observers.push(this.entry);
        }
        observe() {}
        disconnect() {
          this.entry.disconnected = true;
        }
      },
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('scrolls to the section and follows it while the page above grows, until the page settles', () => {
    const { target, scrolls } = section();
    keepInView(target, { smooth: true });
    expect(scrolls).toEqual([{ behavior: 'smooth', block: 'start' }]);
    grow();
    expect(scrolls).toHaveLength(2);
    vi.advanceTimersByTime(SETTLE_MS);
    grow();
    expect(scrolls).toHaveLength(2);
  });

  it('lets go as soon as the visitor scrolls, taps or types', () => {
    for (const input of ['wheel', 'touchstart', 'keydown', 'pointerdown']) {
      const { target, scrolls } = section();
      keepInView(target);
      window.dispatchEvent(new Event(input));
      grow();
      expect(scrolls, input).toHaveLength(1);
    }
  });

  it('jumps without animation for a visitor who asked for less motion', () => {
    const { target, scrolls } = section(true);
    keepInView(target, { smooth: true });
    expect(scrolls).toEqual([{ behavior: 'auto', block: 'start' }]);
  });
});
