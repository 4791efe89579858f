import { Workbox } from 'workbox-window';
import { toast } from '../toast.ts';

/** Spec §7: the worker's script, with its version query. */
export const SW_URL = '/sw.js?v=10';
export const UPDATE_TOAST_ID = 'app-update';

/** Where the store's worker runs: a production build in a secure context (localhost counts as one). */
export const workerExpected = (): boolean =>
  import.meta.env.PROD && window.isSecureContext && 'serviceWorker' in navigator;

/**
 * Registers the worker (scope /). A new version waits until the customer accepts it: the toast's Reload tells the
 * waiting worker to take over, and the page reloads once it does. Nothing reloads the page otherwise.
 */
export async function registerWorker(): Promise<ServiceWorkerRegistration | undefined> {
  if (!workerExpected()) return undefined;
  const wb = new Workbox(SW_URL, { scope: '/' });
  let accepted = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!accepted) return;
    accepted = false;
    location.reload();
  });
  let registration: ServiceWorkerRegistration | undefined;
  const reload = () => {
    accepted = true;
    // Another tab may have accepted it already: then this one only needs the reload.
    if (registration?.waiting) wb.messageSkipWaiting();
    else location.reload();
  };
  wb.addEventListener('waiting', () => {
    toast('A new version is available', {
      id: UPDATE_TOAST_ID,
      duration: Infinity,
      action: { label: 'Reload', onClick: reload },
    });
  });
  try {
    registration = await wb.register();
  } catch {
    registration = undefined;
  }
  return registration;
}
