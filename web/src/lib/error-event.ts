import { ApiError } from './api-client.ts';
import { track } from './analytics.ts';

export type ErrorSource = 'mutation' | 'query' | 'boundary';

/**
 * The spec's `error` analytics event (§3), through the analytics client: where it came from, and for an API error
 * its status and code. Never the message, a path or a field: they can carry an e-mail, a phone or an order number.
 */
export function trackError(source: ErrorSource, error: unknown) {
  const api = error instanceof ApiError;
  track('error', {
    source,
    status: api ? error.status : null,
    code: api ? error.code : null,
    kind: api ? 'api' : error instanceof TypeError ? 'network_or_type' : 'app',
  });
}

/** An API error a customer meets: every failed action, and failed loads except 'not signed in' (a state, not a fault). */
export function trackQueryError(error: unknown) {
  if (error instanceof ApiError && error.status === 401) return;
  trackError('query', error);
}
