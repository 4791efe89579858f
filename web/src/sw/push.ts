import { PushPayloadSchema, type PushPayload } from '#domain/push.ts';

/** The store's mark on an alert; a raster icon can replace it once the installable app ships one. */
export const NOTIFICATION_ICON = '/favicon.svg';
export const NOTIFICATION_BADGE = '/favicon.svg';

/** The alert a push message carries, or null for anything the store did not send (it is ignored). */
export function readPushPayload(data: PushMessageData | null): PushPayload | null {
  if (!data) return null;
  try {
    const parsed = PushPayloadSchema.safeParse(data.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The page an alert opens, only on the store's own origin. */
export function storeUrl(data: unknown, origin: string): URL | null {
  const url = (data as { url?: unknown } | null)?.url;
  if (typeof url !== 'string') return null;
  try {
    const resolved = new URL(url, origin);
    return resolved.origin === origin ? resolved : null;
  } catch {
    return null;
  }
}

const samePage = (a: URL, b: URL) => a.origin === b.origin && a.pathname === b.pathname;

/** A tab of the store already on that page comes to the front; otherwise a new window opens at it. */
async function openPage(sw: ServiceWorkerGlobalScope, url: URL) {
  const tabs = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = tabs.find((tab) => samePage(new URL(tab.url), url));
  if (open) {
    await open.focus();
    return;
  }
  await sw.clients.openWindow(url.href);
}

/** Order alerts: shows each push as a notification, and a click opens the order's tracking page. */
export function installPushHandlers(sw: ServiceWorkerGlobalScope): void {
  sw.addEventListener('push', (event) => {
    const payload = readPushPayload(event.data);
    if (!payload) return;
    event.waitUntil(
      sw.registration.showNotification(payload.title, {
        body: payload.body,
        tag: payload.tag,
        icon: NOTIFICATION_ICON,
        badge: NOTIFICATION_BADGE,
        data: { url: payload.url },
      }),
    );
  });

  sw.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url = storeUrl(event.notification.data, sw.location.origin);
    if (url) event.waitUntil(openPage(sw, url));
  });
}
