import { useCallback, useEffect, useState } from 'react';
import { isClientError } from '#web/lib/api-client.ts';
import { currentPushSubscription, forgetThisDevice } from '#web/lib/push-device.ts';
import { getPushPublicKey } from '../api/get-push-public-key.ts';
import { savePushSubscription } from '../api/save-push-subscription.ts';
import { applicationServerKey, pushSupport } from '../utils/push-support.ts';

/** Where alerts stand on this device: not possible here, refused in the browser's settings, off, or on. */
export type DevicePushStatus = 'checking' | 'unsupported' | 'ios-home-screen' | 'blocked' | 'off' | 'on';

const READY_MS = 10_000;
const NOT_READY = 'This browser is not ready for alerts yet. Reload the page and try again.';
const FAILED = 'Could not turn on alerts on this device. Please try again.';

/** The service worker's registration, once it is active; null when none turns up in time. */
function readyRegistration(): Promise<ServiceWorkerRegistration | null> {
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), READY_MS)),
  ]);
}

/** Subscribes with the store's key; a subscription made with an older key is dropped first. */
async function subscribe(registration: ServiceWorkerRegistration, key: Uint8Array<ArrayBuffer>) {
  const options = { userVisibleOnly: true, applicationServerKey: key };
  try {
    return await registration.pushManager.subscribe(options);
  } catch (error) {
    const existing = await registration.pushManager.getSubscription();
    if (!existing) throw error;
    await existing.unsubscribe();
    return registration.pushManager.subscribe(options);
  }
}

/** What can be told before asking the browser for its subscription. */
function initialStatus(): DevicePushStatus {
  const support = pushSupport();
  if (support !== 'supported') return support;
  return Notification.permission === 'denied' ? 'blocked' : 'checking';
}

/** Alerts on this device: what the browser allows, and turning them on (on a click only) and off. */
export function useDevicePush() {
  const [status, setStatus] = useState<DevicePushStatus>(initialStatus);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    if (initialStatus() !== 'checking') return;
    let live = true;
    void currentPushSubscription()
      .then((subscription) => {
        const on = subscription !== null && Notification.permission === 'granted';
        // The server learns this browser again if it forgot it (a failed sign-out, another account since).
        if (on) void savePushSubscription(subscription.toJSON()).catch(() => undefined);
        if (live) setStatus(on ? 'on' : 'off');
      })
      .catch(() => live && setStatus('off'));
    return () => {
      live = false;
    };
  }, []);

  const turnOn = useCallback(async () => {
    setPending(true);
    setMessage(null);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        setStatus(permission === 'denied' ? 'blocked' : 'off');
        if (permission !== 'denied') setMessage('Alerts stay off until you allow them.');
        return;
      }
      const [key, registration] = await Promise.all([getPushPublicKey(), readyRegistration()]);
      if (!registration) return setMessage(NOT_READY);
      const subscription = await subscribe(registration, applicationServerKey(key));
      try {
        await savePushSubscription(subscription.toJSON());
      } catch (error) {
        await subscription.unsubscribe().catch(() => undefined);
        throw error;
      }
      setStatus('on');
    } catch (error) {
      setMessage(isClientError(error) ? (error as Error).message : FAILED);
    } finally {
      setPending(false);
    }
  }, []);

  const turnOff = useCallback(async () => {
    setPending(true);
    setMessage(null);
    await forgetThisDevice();
    setStatus('off');
    setPending(false);
  }, []);

  return { status, pending, message, turnOn, turnOff };
}
export type DevicePush = ReturnType<typeof useDevicePush>;
