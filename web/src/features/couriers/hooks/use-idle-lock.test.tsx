// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook } from '@testing-library/react';
import { IDLE_LOCK_MS, useIdleLock } from './use-idle-lock.ts';

describe('useIdleLock', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('locks after 30 minutes by default (spec §4)', () => {
    expect(IDLE_LOCK_MS).toBe(30 * 60_000);
    const onIdle = vi.fn();
    renderHook(() => useIdleLock({ enabled: true, onIdle }));
    vi.advanceTimersByTime(IDLE_LOCK_MS - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it.each(['mousemove', 'keydown', 'touchstart', 'scroll', 'pointerdown'])('%s restarts the wait', (name) => {
    const onIdle = vi.fn();
    renderHook(() => useIdleLock({ enabled: true, onIdle, timeoutMs: 1000 }));
    vi.advanceTimersByTime(900);
    window.dispatchEvent(new Event(name));
    vi.advanceTimersByTime(900);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('does nothing while disabled and stops when unmounted', () => {
    const onIdle = vi.fn();
    const { rerender, unmount } = renderHook(
      ({ enabled }) => useIdleLock({ enabled, onIdle, timeoutMs: 1000 }),
      {
        initialProps: { enabled: false },
      },
    );
    vi.advanceTimersByTime(5000);
    expect(onIdle).not.toHaveBeenCalled();
    rerender({ enabled: true });
    unmount();
    vi.advanceTimersByTime(5000);
    expect(onIdle).not.toHaveBeenCalled();
  });

  it('calls the latest callback without restarting the wait', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = renderHook(({ onIdle }) => useIdleLock({ enabled: true, onIdle, timeoutMs: 1000 }), {
      initialProps: { onIdle: first },
    });
    vi.advanceTimersByTime(600);
    rerender({ onIdle: second });
    vi.advanceTimersByTime(400);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});
