import type { RouteKey } from '#server/http/access-matrix.ts';
import { to, type ProbeOf } from './probe-kit.ts';

const NO_ONE = '00000000-0000-4000-8000-000000000000';
let n = 0;

/** A giveaway the admin form could send: switched off, starting tomorrow for 30 days; a new address each time. */
export const giveawayBody = (slug = `probe-giveaway-${(n += 1)}-${String(Date.now()).slice(-6)}`) => {
  const start = Date.now() + 86_400_000;
  return {
    title: 'Probe giveaway',
    slug,
    prize: 'A probe prize',
    prizeValueCents: 10_000,
    sponsor: 'NY Minute',
    startsAt: new Date(start).toISOString(),
    endsAt: new Date(start + 30 * 86_400_000).toISOString(),
    entryEntries: 1,
    referralEntries: 3,
    orderEntries: 5,
    perPersonLimit: 100,
    winnersCount: 1,
    alternatesCount: 2,
    claimDays: 14,
    rulesAdditions: '',
    bannerText: 'WIN A PROBE',
    active: false,
  };
};

type GiveawayAdminRoute = Exclude<
  Extract<RouteKey, `${string} /api/admin/giveaways${string}`>,
  `${string}/draw${string}` | `${string}/winners${string}`
>;

/** The giveaway admin. No such giveaway or entrant: past the checks, 404; a new giveaway is created switched off. */
export const GIVEAWAY_ADMIN_PROBES: Record<GiveawayAdminRoute, ProbeOf> = {
  'GET /api/admin/giveaways': to('/api/admin/giveaways'),
  'POST /api/admin/giveaways': () => ({ path: '/api/admin/giveaways', body: giveawayBody() }),
  'GET /api/admin/giveaways/entrants': to('/api/admin/giveaways/entrants?status=eligible&q=a'),
  'GET /api/admin/giveaways/entrants/export.csv': to('/api/admin/giveaways/entrants/export.csv'),
  'POST /api/admin/giveaways/entrants/:id/disqualify': to(
    `/api/admin/giveaways/entrants/${NO_ONE}/disqualify`,
    { body: { reason: 'Probe' }, ok: [404] },
  ),
  'POST /api/admin/giveaways/entrants/:id/referral': to(`/api/admin/giveaways/entrants/${NO_ONE}/referral`, {
    body: { decision: 'refuse' },
    ok: [404],
  }),
  'GET /api/admin/giveaways/:id': to(`/api/admin/giveaways/${NO_ONE}`, { ok: [404] }),
  'PUT /api/admin/giveaways/:id': () => ({
    path: `/api/admin/giveaways/${NO_ONE}`,
    body: giveawayBody(),
    ok: [404],
  }),
  'POST /api/admin/giveaways/:id/active': to(`/api/admin/giveaways/${NO_ONE}/active`, {
    body: { active: true },
    ok: [404],
  }),
  'POST /api/admin/giveaways/:id/end': to(`/api/admin/giveaways/${NO_ONE}/end`, { ok: [404] }),
  'GET /api/admin/giveaways/:id/analytics': to(`/api/admin/giveaways/${NO_ONE}/analytics`, { ok: [404] }),
};
