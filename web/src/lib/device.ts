import { DEVICE_ID_HEADER, type DeviceType } from '#domain/account/device.ts';
import type { TrackAccess } from '#domain/account/track-access.ts';
import { storage } from './storage.ts';

const DEVICE_ID_KEY = 'device_id';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** This browser's device id: random, made once and kept in local storage (never a fingerprint). */
export function deviceId(): string {
  const kept = storage.get(DEVICE_ID_KEY);
  if (kept && UUID.test(kept)) return kept;
  const id = crypto.randomUUID();
  storage.set(DEVICE_ID_KEY, id);
  return id;
}

/** The header sign-in and checkout send, so a device staff blocked is refused. */
export const deviceHeaders = (): Record<string, string> => ({ [DEVICE_ID_HEADER]: deviceId() });

export interface ParsedAgent {
  deviceType: DeviceType;
  browser: string;
  os: string;
}

const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*Safari\//, 'Safari'],
];

const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/**
 * Device type, browser and operating system from a user agent: a small hand parse of the well-known tokens. An iPad
 * that calls itself a Mac (iPadOS 13+) is told apart by touch points.
 */
export function parseUserAgent(ua: string, maxTouchPoints = 0): ParsedAgent {
  const browser = BROWSERS.find(([re]) => re.test(ua))?.[1] ?? 'Other';
  let os = SYSTEMS.find(([re]) => re.test(ua))?.[1] ?? 'Other';
  const iPadAsMac = os === 'macOS' && maxTouchPoints > 1;
  if (iPadAsMac) os = 'iOS';
  const tablet =
    iPadAsMac || /\biPad\b|\bTablet\b/.test(ua) || (/\bAndroid\b/.test(ua) && !/\bMobile\b/.test(ua));
  const mobile = !tablet && /\bMobi|\biPhone\b|\biPod\b|\bAndroid\b/.test(ua);
  return { deviceType: tablet ? 'tablet' : mobile ? 'mobile' : 'desktop', browser, os };
}

/** What this browser reports to `POST /api/track-access`. */
export function deviceReport(): TrackAccess {
  const { deviceType, browser, os } = parseUserAgent(navigator.userAgent, navigator.maxTouchPoints);
  return {
    deviceId: deviceId(),
    deviceType,
    browser,
    os,
    screen: `${Math.round(screen.width)}x${Math.round(screen.height)}`,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
    language: navigator.language || 'en-US',
  };
}
