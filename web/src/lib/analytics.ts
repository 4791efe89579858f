import { LOCAL_LIMITS, type AnalyticsEvent } from '#domain/analytics.ts';
import { storage } from './storage.ts';

const LOCAL_KEY = 'analytics_events';
const VISITOR_KEY = 'visitor_id';

/**
 * A random id for this browser, kept in local storage, sent with every event so the admin's analytics can count
 * distinct visitors a day. Nothing about the device goes into it (no fingerprinting); clearing storage makes a new one.
 */
function visitorId(): string {
  let id = storage.get(VISITOR_KEY);
  if (!id) {
    id = crypto.randomUUID();
    storage.set(VISITOR_KEY, id);
  }
  return id;
}
const queue: AnalyticsEvent[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;

function flush() {
  timer = null;
  if (queue.length === 0) return;
  const events = queue.splice(0, 50);
  void fetch('/api/analytics', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ events }),
    keepalive: true,
    credentials: 'same-origin',
  }).catch(() => undefined);
  if (queue.length) timer = setTimeout(flush, 0);
}

/** Records an event locally (last 100 kept) and sends it to the server in small batches. */
export function track(name: AnalyticsEvent['name'], properties: AnalyticsEvent['properties'] = {}) {
  const event: AnalyticsEvent = {
    name,
    properties: { ...properties, visitor_id: visitorId() },
    timestamp: new Date().toISOString(),
    pageUrl: location.pathname + location.search,
  };
  const local = storage.getJson<AnalyticsEvent[]>(LOCAL_KEY, []);
  local.push(event);
  storage.setJson(LOCAL_KEY, local.slice(-LOCAL_LIMITS.analyticsEvents));
  queue.push(event);
  timer ??= setTimeout(flush, 2000);
}

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', flush);
}
