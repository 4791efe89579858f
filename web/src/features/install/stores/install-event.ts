import { storage } from '#web/lib/storage.ts';
import { INSTALL_DISMISSED_KEY, INSTALLED_KEY } from '../utils/install-rules.ts';

/** Chromium's `beforeinstallprompt` event: kept, then replayed when the customer presses Install. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

declare global {
  interface Window {
    /** Kept by web/public/install-capture.js, which runs before the app. */
    __nymInstallPrompt?: InstallPromptEvent | null;
  }
}

export const keptInstallEvent = (): InstallPromptEvent | null => window.__nymInstallPrompt ?? null;

/** Follows the browser's offer and the installation; returns the unsubscribe. */
export function watchInstall(onChange: () => void): () => void {
  const offered = (event: Event) => {
    event.preventDefault();
    window.__nymInstallPrompt = event as InstallPromptEvent;
    onChange();
  };
  const installed = () => {
    window.__nymInstallPrompt = null;
    storage.set(INSTALLED_KEY, 'true');
    onChange();
  };
  window.addEventListener('beforeinstallprompt', offered);
  window.addEventListener('appinstalled', installed);
  // An offer kept between the first render and this subscription would otherwise be missed until the next one.
  onChange();
  return () => {
    window.removeEventListener('beforeinstallprompt', offered);
    window.removeEventListener('appinstalled', installed);
  };
}

export const wasInstalled = () => storage.get(INSTALLED_KEY) === 'true';

export function dismissedAt(): number | null {
  const raw = storage.get(INSTALL_DISMISSED_KEY);
  return raw === null ? null : Number(raw);
}

export function rememberDismissal(at: number) {
  storage.set(INSTALL_DISMISSED_KEY, String(at));
}

/** Running as an installed app already (Android, desktop, or iOS home screen). */
export function runningStandalone(): boolean {
  const ios = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return ios || window.matchMedia('(display-mode: standalone)').matches;
}
