import { open, signedIn, staff, type RouteAccess } from './access-roles.ts';

/** The giveaways' draw: its public record, the winner's claim, the admin's draw and winners, the dev fixture. */
export const GIVEAWAY_DRAW_ACCESS = {
  'GET /api/giveaways/:slug/draw': open(
    'the published draw: the commitment, then the seed and list; no names',
  ),
  'GET /api/giveaways/:slug/check': open(
    'the check page: a drawn giveaway’s record by entrant id; 404 before the draw',
  ),
  'POST /api/giveaways/:slug/claim': signedIn("the caller's own prize; anyone else is not a winner (404)"),
  'POST /api/admin/giveaways/:id/draw': staff(['admin'], 'once, after the end; giveaways:manage; audited'),
  'GET /api/admin/giveaways/:id/winners': staff(['admin'], 'the draw and the drawn names; giveaways:manage'),
  'POST /api/admin/giveaways/:id/winners/:rank/pass': staff(
    ['admin'],
    'to the next alternate; giveaways:manage; audited',
  ),
  'POST /api/dev/giveaways': {
    allow: [],
    gate: 'dev-token',
    note: 'DEV_TOOLS only; the x-dev-token secret; a test giveaway with entrants for the e2e tests',
  },
  'POST /api/dev/giveaways/:slug/end': {
    allow: [],
    gate: 'dev-token',
    note: 'DEV_TOOLS only; the x-dev-token secret; ends a test giveaway now',
  },
} as const satisfies Record<string, RouteAccess>;
