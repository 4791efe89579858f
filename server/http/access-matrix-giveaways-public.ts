import { open, signedIn, staff, type RouteAccess } from './access-roles.ts';

/** The storefront's giveaway routes and My Entries. Employees are excluded from entering: customers only. */
export const GIVEAWAY_PUBLIC_ACCESS = {
  'GET /api/giveaways': open('the rules index: shown giveaways, public data; 404 when switched off'),
  'GET /api/giveaways/live': open('the banner: public data, no seed; null when switched off'),
  'GET /api/giveaways/:slug': open('the giveaway page and rules; 404 when switched off'),
  'GET /api/giveaways/:slug/me': signedIn("the caller's own entry only; orders credited first"),
  'POST /api/giveaways/:slug/enter': staff(['customer'], 'the caller enters; 21+, NY ZIP; rate-limited'),
  'POST /api/giveaways/:slug/free-entry': staff(['customer'], "the caller's own free entry, once a NY day"),
  'POST /api/giveaways/:slug/share': staff(['customer'], "records a share of the caller's own link"),
  'GET /api/account/giveaway-entries': signedIn("the caller's own entries and results"),
} as const satisfies Record<string, RouteAccess>;
