import { LOCAL_LIMITS, type ClientError } from '#domain/analytics.ts';
import { storage } from './storage.ts';

const PRODUCTION_LOG = 'production_log';
export const ADMIN_ERROR_LOG = 'admin_error_log';

interface Entry {
  type: ClientError['type'];
  message: string;
  stack?: string | undefined;
  component?: string | undefined;
  context?: string | undefined;
}

function keep(key: string, entry: unknown, limit: number) {
  const list = storage.getJson<unknown[]>(key, []);
  list.push(entry);
  storage.setJson(key, list.slice(-limit));
}

/** Keeps a local copy (last 100; admin pages last 50) and reports errors to the server, admin ones marked so. */
export function logClientError(entry: Entry, options: { admin?: boolean } = {}) {
  const error: ClientError = {
    ...entry,
    message: entry.message.slice(0, 2000),
    stack: entry.stack?.slice(0, 8000),
    timestamp: new Date().toISOString(),
    url: location.href.slice(0, 2000),
    userAgent: navigator.userAgent.slice(0, 500),
    ...(options.admin ? { area: 'admin' as const } : {}),
  };
  keep(PRODUCTION_LOG, error, LOCAL_LIMITS.productionLog);
  if (options.admin) keep(ADMIN_ERROR_LOG, error, LOCAL_LIMITS.adminErrors);
  if (entry.type !== 'error') return;
  void fetch('/api/client-errors', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ errors: [error] }),
    keepalive: true,
    credentials: 'same-origin',
  }).catch(() => undefined);
}
