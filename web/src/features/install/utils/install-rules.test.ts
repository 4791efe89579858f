import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  dismissedRecently,
  INSTALL_DISMISSAL_MS,
  installDelayMs,
  installMode,
  isIosSafari,
  isMobileDevice,
  promptVisible,
} from './install-rules.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0 Mobile/15E148 Safari/604.1';
const PIXEL =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

const device = (over: Partial<Parameters<typeof isMobileDevice>[0]> = {}) => ({
  width: 1440,
  coarsePointer: false,
  userAgent: DESKTOP,
  maxTouchPoints: 0,
  ...over,
});

describe('install prompt rules', () => {
  it('counts a narrow screen, a coarse pointer or a phone user agent as mobile', () => {
    expect(isMobileDevice(device())).toBe(false);
    expect(isMobileDevice(device({ width: 767 }))).toBe(true);
    expect(isMobileDevice(device({ width: 768 }))).toBe(false);
    expect(isMobileDevice(device({ coarsePointer: true }))).toBe(true);
    expect(isMobileDevice(device({ userAgent: PIXEL }))).toBe(true);
    expect(installDelayMs(true)).toBe(10_000);
    expect(installDelayMs(false)).toBe(30_000);
  });

  it('gives iOS Safari the instructions, another browser its own dialog, an installed app nothing', () => {
    expect(isIosSafari(IPHONE, 5)).toBe(true);
    expect(isIosSafari(IPHONE_CHROME, 5)).toBe(false);
    expect(isIosSafari(PIXEL, 5)).toBe(false);
    const base = { hasPromptEvent: false, iosSafari: false, standalone: false, installed: false };
    expect(installMode(base)).toBeNull();
    expect(installMode({ ...base, hasPromptEvent: true })).toBe('prompt');
    expect(installMode({ ...base, iosSafari: true })).toBe('ios');
    expect(installMode({ ...base, hasPromptEvent: true, installed: true })).toBeNull();
    expect(installMode({ ...base, iosSafari: true, standalone: true })).toBeNull();
  });

  it('shows only when due, after the age gate, away from buying pages and not dismissed in the last 7 days', () => {
    const now = Date.UTC(2026, 10, 28, 12);
    const state = {
      mode: 'prompt' as const,
      due: true,
      ageVerified: true,
      dismissedAt: null,
      now,
      pathname: '/',
    };
    expect(promptVisible(state)).toBe(true);
    expect(promptVisible({ ...state, due: false })).toBe(false);
    expect(promptVisible({ ...state, mode: null })).toBe(false);
    expect(promptVisible({ ...state, ageVerified: false })).toBe(false);
    expect(promptVisible({ ...state, pathname: '/checkout' })).toBe(false);
    expect(promptVisible({ ...state, pathname: '/checkout-help' })).toBe(true);
    expect(promptVisible({ ...state, pathname: '/cart' })).toBe(false);
    expect(promptVisible({ ...state, pathname: '/product/abc' })).toBe(false);
    expect(promptVisible({ ...state, pathname: '/faq' })).toBe(true);
    expect(promptVisible({ ...state, dismissedAt: now - INSTALL_DISMISSAL_MS + 1 })).toBe(false);
    expect(promptVisible({ ...state, dismissedAt: now - INSTALL_DISMISSAL_MS })).toBe(true);
  });

  it('reads a dismissal from the future as now, and a damaged one as none', () => {
    const now = 1_000_000_000_000;
    expect(dismissedRecently(now + 60_000, now)).toBe(true);
    expect(dismissedRecently(Number.NaN, now)).toBe(false);
    expect(dismissedRecently(null, now)).toBe(false);
  });
});

describe('install prompt timing (fake timers)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.UTC(2026, 10, 28, 12));
  });
  afterEach(() => vi.useRealTimers());

  /** The hook's schedule, reduced to the rules: due once the delay has run, visible by the rules after that. */
  function schedule(mobile: boolean, dismissedAt: number | null) {
    let dueAt: number | null = null;
    setTimeout(() => (dueAt = Date.now()), installDelayMs(mobile));
    return () =>
      promptVisible({
        mode: 'prompt',
        due: dueAt !== null,
        ageVerified: true,
        dismissedAt,
        now: dueAt ?? 0,
        pathname: '/',
      });
  }

  it('waits 10 s on a phone and 30 s on a desktop', () => {
    const phone = schedule(true, null);
    const desktop = schedule(false, null);
    vi.advanceTimersByTime(9_999);
    expect(phone()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(phone()).toBe(true);
    vi.advanceTimersByTime(19_999);
    expect(desktop()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(desktop()).toBe(true);
  });

  it('stays away for 7 days after Not now, then comes back', () => {
    const dismissed = Date.now();
    vi.advanceTimersByTime(INSTALL_DISMISSAL_MS - 60_000);
    const soon = schedule(true, dismissed);
    vi.advanceTimersByTime(10_000);
    expect(soon()).toBe(false);
    vi.advanceTimersByTime(60_000);
    const later = schedule(true, dismissed);
    vi.advanceTimersByTime(10_000);
    expect(later()).toBe(true);
  });
});
