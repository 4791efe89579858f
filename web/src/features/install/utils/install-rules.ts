import { parseUserAgent } from '#web/lib/device.ts';
import { taskPage } from '#web/lib/task-paths.ts';

/** Spec §9: the install prompt waits 10 s on a phone and 30 s on a desktop; 'Not now' holds it back for 7 days. */
export const INSTALL_DELAY_MS = { mobile: 10_000, desktop: 30_000 } as const;
export const INSTALL_DISMISSAL_MS = 7 * 24 * 60 * 60 * 1000;
/** Spec §9: the mobile breakpoint. */
export const MOBILE_MAX_WIDTH = 768;

export const INSTALL_DISMISSED_KEY = 'pwa_install_dismissed';
/** Set by web/public/install-capture.js on `appinstalled`. */
export const INSTALLED_KEY = 'pwa_installed';

export interface DeviceFacts {
  width: number;
  coarsePointer: boolean;
  userAgent: string;
  maxTouchPoints: number;
}

/** A phone or tablet: a narrow screen, a finger for a pointer, or a user agent that says so. */
export function isMobileDevice({ width, coarsePointer, userAgent, maxTouchPoints }: DeviceFacts): boolean {
  return (
    width < MOBILE_MAX_WIDTH ||
    coarsePointer ||
    parseUserAgent(userAgent, maxTouchPoints).deviceType !== 'desktop'
  );
}

export const installDelayMs = (mobile: boolean) =>
  mobile ? INSTALL_DELAY_MS.mobile : INSTALL_DELAY_MS.desktop;

/** Safari on an iPhone or iPad: no `beforeinstallprompt`, installed through Share → Add to Home Screen. */
export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  const { os, browser } = parseUserAgent(userAgent, maxTouchPoints);
  return os === 'iOS' && browser === 'Safari';
}

/** A dismissal within the last 7 days (a time in the future, from a wrong clock, counts as now). */
export function dismissedRecently(dismissedAt: number | null, now: number): boolean {
  if (dismissedAt === null || !Number.isFinite(dismissedAt)) return false;
  return now - Math.min(dismissedAt, now) < INSTALL_DISMISSAL_MS;
}

export type InstallMode = 'prompt' | 'ios';

/** How this browser installs: its own dialog, the iOS instructions, or not at all (installed, or no way). */
export function installMode(facts: {
  hasPromptEvent: boolean;
  iosSafari: boolean;
  standalone: boolean;
  installed: boolean;
}): InstallMode | null {
  if (facts.standalone || facts.installed) return null;
  if (facts.hasPromptEvent) return 'prompt';
  return facts.iosSafari ? 'ios' : null;
}

/** Whether the prompt shows now: its delay has passed, after the age gate, not dismissed lately, not while buying. */
export function promptVisible(state: {
  mode: InstallMode | null;
  due: boolean;
  ageVerified: boolean;
  dismissedAt: number | null;
  now: number;
  pathname: string;
}): boolean {
  return (
    state.mode !== null &&
    state.due &&
    state.ageVerified &&
    !dismissedRecently(state.dismissedAt, state.now) &&
    taskPage(state.pathname) === null
  );
}
