import { staff, type RouteAccess } from './access-roles.ts';

const ADMIN = ['admin'] as const;

/** The giveaway admin (list, form, switch, end now, entrants, analytics): giveaways:manage, admin only. */
export const GIVEAWAY_ADMIN_ACCESS = {
  'GET /api/admin/giveaways': staff(ADMIN, 'every giveaway with status and counts; giveaways:manage'),
  'POST /api/admin/giveaways': staff(
    ADMIN,
    'a new giveaway with its seed commitment; giveaways:manage; audited',
  ),
  'GET /api/admin/giveaways/entrants': staff(
    ADMIN,
    'entrants across giveaways, keyset pages; giveaways:manage',
  ),
  'GET /api/admin/giveaways/entrants/export.csv': staff(
    ADMIN,
    'the filtered entrants as CSV; giveaways:manage',
  ),
  'POST /api/admin/giveaways/entrants/:id/disqualify': staff(
    ADMIN,
    'before the draw only; giveaways:manage; audited with the reason',
  ),
  'POST /api/admin/giveaways/entrants/:id/referral': staff(
    ADMIN,
    'a referral held for review, before the draw only; giveaways:manage; audited',
  ),
  'GET /api/admin/giveaways/:id': staff(ADMIN, 'one giveaway for the form, never its seed; giveaways:manage'),
  'PUT /api/admin/giveaways/:id': staff(
    ADMIN,
    'not after the draw; the start is fixed once entries exist; giveaways:manage; audited',
  ),
  'POST /api/admin/giveaways/:id/active': staff(ADMIN, 'the switch; giveaways:manage; audited'),
  'POST /api/admin/giveaways/:id/end': staff(ADMIN, 'ends a live giveaway now; giveaways:manage; audited'),
  'GET /api/admin/giveaways/:id/analytics': staff(ADMIN, 'entries, referrers, conversion; giveaways:manage'),
} as const satisfies Record<string, RouteAccess>;
