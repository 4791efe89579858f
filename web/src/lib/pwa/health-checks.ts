import { CATALOG_TOPIC } from '#domain/realtime.ts';
import { subscribe } from '../realtime.ts';
import { REALTIME_TIMEOUT_MS, type HealthChecks } from './health-probe.ts';
import { workerExpected } from './worker.ts';

const PRECACHE_PREFIX = 'workbox-precache';

/** The API answers and its database with it. */
async function backend(): Promise<boolean> {
  const res = await fetch('/api/health', {
    cache: 'no-store',
    signal: AbortSignal.timeout(REALTIME_TIMEOUT_MS),
  });
  return res.ok;
}

/** A handshake on the tab's shared socket: the public catalog topic confirmed within the timeout, then left. */
function realtime(): Promise<boolean> {
  return new Promise((resolve) => {
    let stop = () => {};
    const done = (healthy: boolean) => {
      clearTimeout(timer);
      stop();
      resolve(healthy);
    };
    const timer = setTimeout(() => done(false), REALTIME_TIMEOUT_MS);
    stop = subscribe(CATALOG_TOPIC, () => {}, {
      onSubscribed: () => done(true),
      onError: () => done(false),
    });
  });
}

async function worker(): Promise<boolean> {
  return (await navigator.serviceWorker.getRegistration()) !== undefined;
}

/** The precache is there and holds entries; only asked once a worker finished installing (it fills it). */
async function cache(): Promise<boolean> {
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration?.active) return true;
  const name = (await caches.keys()).find((key) => key.startsWith(PRECACHE_PREFIX));
  if (!name) return false;
  return (await (await caches.open(name)).keys()).length > 0;
}

/** The checks that apply in this browser: the worker and its cache only where the worker is expected. */
export function healthChecks(): HealthChecks {
  return workerExpected() ? { backend, realtime, worker, cache } : { backend, realtime };
}
