import type { RouteKey } from '#server/http/access-matrix.ts';
import { to, type ProbeOf } from './probe-kit.ts';

const NO_ONE = '00000000-0000-4000-8000-000000000000';
type DrawRoute =
  | Extract<RouteKey, `${string} /api/giveaways/:slug/${'draw' | 'check' | 'claim'}`>
  | Extract<RouteKey, `${string} /api/admin/giveaways/:id/${'draw' | 'winners' | 'winners/:rank/pass'}`>
  | Extract<RouteKey, `${string} /api/dev/giveaways${string}`>;

/**
 * The draw's routes. The demo giveaway is not drawn: its published draw is the commitment, and nobody has a prize
 * to claim (404 past the checks); no such giveaway for the admin's routes (404 past the checks).
 */
export const GIVEAWAY_DRAW_PROBES: Record<DrawRoute, ProbeOf> = {
  'GET /api/giveaways/:slug/draw': to('/api/giveaways/nyc-biggest-flower/draw'),
  'GET /api/giveaways/:slug/check': to('/api/giveaways/nyc-biggest-flower/check', { ok: [404] }),
  'POST /api/giveaways/:slug/claim': to('/api/giveaways/nyc-biggest-flower/claim', { body: {}, ok: [404] }),
  'POST /api/admin/giveaways/:id/draw': to(`/api/admin/giveaways/${NO_ONE}/draw`, { body: {}, ok: [404] }),
  'GET /api/admin/giveaways/:id/winners': to(`/api/admin/giveaways/${NO_ONE}/winners`, { ok: [404] }),
  'POST /api/admin/giveaways/:id/winners/:rank/pass': to(`/api/admin/giveaways/${NO_ONE}/winners/1/pass`, {
    body: { reason: 'unclaimed' },
    ok: [404],
  }),
  'POST /api/dev/giveaways': to('/api/dev/giveaways', {
    body: { slug: 'matrix-test', entrants: [], endsInMinutes: 60 },
  }),
  'POST /api/dev/giveaways/:slug/end': to('/api/dev/giveaways/matrix-test/end', { body: {} }),
};
