import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coarseTimers } from './coarse-timers.ts';

describe('coarseTimers', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const provider = () => coarseTimers(() => Date.now());

  it('runs long timers when due, from one platform timer, and those due within a second together', () => {
    const timers = provider();
    const ran: string[] = [];
    timers.setTimeout(() => ran.push('60 s'), 60_000);
    timers.setTimeout(() => ran.push('60.5 s'), 60_500);
    timers.setTimeout(() => ran.push('5 min'), 300_000);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(59_999);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['60 s', '60.5 s']);
    vi.advanceTimersByTime(240_000);
    expect(ran).toEqual(['60 s', '60.5 s', '5 min']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('an earlier timer re-arms the platform timer; a cleared one never runs', () => {
    const timers = provider();
    const ran: string[] = [];
    const late = timers.setTimeout(() => ran.push('late'), 600_000);
    timers.setTimeout(() => ran.push('early'), 10_000);
    timers.clearTimeout(late);
    vi.advanceTimersByTime(10_000);
    expect(ran).toEqual(['early']);
    vi.advanceTimersByTime(600_000);
    expect(ran).toEqual(['early']);
  });

  it("short timers and intervals stay the platform's own, and can be cleared", () => {
    const timers = provider();
    const ran: string[] = [];
    const id = timers.setTimeout(() => ran.push('cleared'), 0);
    expect(Number(id)).toBeGreaterThan(0);
    timers.clearTimeout(id);
    timers.setTimeout(() => ran.push('retry'), 500);
    const every = timers.setInterval(() => ran.push('tick'), 300);
    vi.advanceTimersByTime(600);
    timers.clearInterval(every);
    vi.advanceTimersByTime(600);
    expect(ran).toEqual(['tick', 'retry', 'tick']);
  });
});
