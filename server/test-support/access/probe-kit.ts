import type { AccessRole } from '#server/http/access-roles.ts';
import type { World } from './world.ts';

/** One real request for a route as one role. */
export interface Probe {
  path: string;
  /** For `ALL` routes: the method actually sent. */
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /**
   * Statuses that count as allowed; by default any 2xx or 3xx. A 409 here means the request passed the access check
   * and met a business rule (the fixture order is already ready, taken or delivered).
   */
  ok?: readonly number[];
  /** Sent with this cookie instead of the role's own: a second session of the same account. */
  cookie?: string | null;
}
export type ProbeOf = (w: World, role: AccessRole) => Probe | Promise<Probe>;

/** A fixed request: the path, and optionally its method, body, headers and the statuses that count as allowed. */
export const to =
  (path: string, extra: Omit<Probe, 'path'> = {}): ProbeOf =>
  () => ({ path, ...extra });
