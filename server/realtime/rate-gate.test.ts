import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRateGate, createSlidingWindow } from './rate-gate.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const now = () => Date.now();

function gate() {
  const sent: { at: number; item: string }[] = [];
  const g = createRateGate<string>({
    capacity: 10,
    windowMs: 1000,
    now,
    send: (item) => sent.push({ at: Date.now(), item }),
  });
  return { g, sent, start: Date.now() };
}

describe('sliding window', () => {
  it('gives out capacity tokens, each coming back one window after it was spent', () => {
    const w = createSlidingWindow(3, 1000, now);
    expect([w.tryTake(), w.tryTake()]).toEqual([true, true]);
    vi.advanceTimersByTime(400);
    expect([w.tryTake(), w.tryTake()]).toEqual([true, false]);
    expect(w.waitMs()).toBe(600);
    vi.advanceTimersByTime(600);
    expect([w.tryTake(), w.tryTake(), w.tryTake()]).toEqual([true, true, false]);
    expect(w.waitMs()).toBe(400);
  });
});

describe('rate gate', () => {
  it('passes items straight through while under budget', () => {
    const { g, sent } = gate();
    for (let i = 1; i <= 10; i++) g.offer(`k${i}`, `e${i}`);
    expect(sent.map((s) => s.item)).toEqual(Array.from({ length: 10 }, (_, i) => `e${i + 1}`));
    expect(g.pendingCount()).toBe(0);
  });

  it('sends at most capacity per window and then the latest item of a burst', () => {
    const { g, sent, start } = gate();
    for (let i = 1; i <= 50; i++) {
      g.offer('order:1|order.status', `e${i}`);
      if (i % 5 === 0) vi.advanceTimersByTime(10);
    }
    expect(sent).toHaveLength(10);
    vi.advanceTimersByTime(900);
    expect(sent.filter((s) => s.at - start < 1000)).toHaveLength(10);
    vi.advanceTimersByTime(2000);
    expect(sent).toHaveLength(11);
    expect(sent.at(-1)!.item).toBe('e50');
    expect(sent.at(-1)!.at - start).toBeGreaterThanOrEqual(1000);
  });

  it('never lets any one-second window hold more than capacity, and the latest of every key arrives', () => {
    const { g, sent } = gate();
    const latest = new Map<string, string>();
    for (let t = 0; t < 5000; t += 20) {
      latest.set(`k${t % 7}`, `e${t}`);
      g.offer(`k${t % 7}`, `e${t}`);
      vi.advanceTimersByTime(20);
    }
    vi.advanceTimersByTime(2000);
    for (const s of sent) {
      expect(sent.filter((o) => o.at >= s.at && o.at < s.at + 1000).length).toBeLessThanOrEqual(10);
    }
    for (const item of latest.values()) expect(sent.map((s) => s.item)).toContain(item);
  });

  it('keeps the latest item per key, oldest key first', () => {
    const { g, sent } = gate();
    for (let i = 0; i < 10; i++) g.offer(`fill${i}`, 'fill');
    g.offer('a', 'a1');
    g.offer('b', 'b1');
    g.offer('a', 'a2');
    vi.advanceTimersByTime(1000);
    expect(sent.slice(10).map((s) => s.item)).toEqual(['a2', 'b1']);
  });

  it('forgets discarded keys and stops after close', () => {
    const { g, sent } = gate();
    for (let i = 0; i < 10; i++) g.offer(`fill${i}`, 'fill');
    g.offer('topic-a|x', 'a');
    g.offer('topic-b|x', 'b');
    g.discard((key) => key.startsWith('topic-a|'));
    vi.advanceTimersByTime(1000);
    expect(sent.slice(10).map((s) => s.item)).toEqual(['b']);
    g.close();
    g.offer('c', 'c');
    vi.advanceTimersByTime(1000);
    expect(sent).toHaveLength(11);
  });

  it('sends nothing while held; once every hold is released, the latest item per key arrives', () => {
    const { g, sent } = gate();
    g.hold();
    g.hold();
    g.offer('a', 'a1');
    g.offer('b', 'b1');
    g.offer('a', 'a2');
    vi.advanceTimersByTime(5000);
    g.release();
    expect(sent).toHaveLength(0);
    g.discard((key) => key === 'b');
    g.release();
    expect(sent.map((s) => s.item)).toEqual(['a2']);
    g.offer('c', 'c1');
    expect(sent.map((s) => s.item)).toEqual(['a2', 'c1']);
  });
});
