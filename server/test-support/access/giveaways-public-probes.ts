import type { RouteKey } from '#server/http/access-matrix.ts';
import type { GIVEAWAY_PUBLIC_ACCESS } from '#server/http/access-matrix-giveaways-public.ts';
import { to, type ProbeOf } from './probe-kit.ts';

const SLUG = '/api/giveaways/nyc-biggest-flower';

type GiveawayPublicRoute = Extract<RouteKey, keyof typeof GIVEAWAY_PUBLIC_ACCESS>;

/**
 * The demo's live giveaway. Entering twice, a second free entry the same day and a share before entering meet a
 * business rule (409) once past the access check.
 */
export const GIVEAWAY_PUBLIC_PROBES: Record<GiveawayPublicRoute, ProbeOf> = {
  'GET /api/giveaways': to('/api/giveaways'),
  'GET /api/giveaways/live': to('/api/giveaways/live'),
  'GET /api/giveaways/:slug': to(SLUG),
  'GET /api/giveaways/:slug/me': to(`${SLUG}/me`),
  'POST /api/giveaways/:slug/enter': to(`${SLUG}/enter`, {
    body: { birthDate: '1990-01-01', zip: '11201', nyResident: true },
    ok: [201, 409],
  }),
  'POST /api/giveaways/:slug/free-entry': to(`${SLUG}/free-entry`, { body: {}, ok: [201, 409] }),
  'POST /api/giveaways/:slug/share': to(`${SLUG}/share`, { body: { method: 'copy' }, ok: [204, 409] }),
  'GET /api/account/giveaway-entries': to('/api/account/giveaway-entries'),
};
