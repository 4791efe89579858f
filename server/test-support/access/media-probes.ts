import type { RouteKey } from '#server/http/access-matrix.ts';
import { to, type ProbeOf } from './probe-kit.ts';

const NO_ONE = '00000000-0000-4000-8000-000000000000';

type MediaRoute = Extract<RouteKey, `${string} /api/admin/${'media' | 'lab-results'}${string}`>;

/** The media library and lab results. Nothing is uploaded or linked: past the checks, a 400 or a 404. */
export const MEDIA_PROBES: Record<MediaRoute, ProbeOf> = {
  'GET /api/admin/media': to('/api/admin/media?kind=image&limit=5'),
  'POST /api/admin/media': to('/api/admin/media', { body: 'not a form', ok: [400] }),
  'GET /api/admin/media/:id': to(`/api/admin/media/${NO_ONE}`, { ok: [404] }),
  'PATCH /api/admin/media/:id': to(`/api/admin/media/${NO_ONE}`, { body: { alt: 'A jar' }, ok: [404] }),
  'DELETE /api/admin/media/:id': to(`/api/admin/media/${NO_ONE}`, { method: 'DELETE', ok: [404] }),
  'GET /api/admin/lab-results': to('/api/admin/lab-results?status=valid&limit=5'),
  'GET /api/admin/lab-results/products': to('/api/admin/lab-results/products?q=a'),
  'POST /api/admin/lab-results': to('/api/admin/lab-results', { body: {}, ok: [400] }),
  'GET /api/admin/lab-results/:id': to(`/api/admin/lab-results/${NO_ONE}`, { ok: [404] }),
  'PATCH /api/admin/lab-results/:id': to(`/api/admin/lab-results/${NO_ONE}`, {
    body: { labName: 'Kaycha Labs' },
    ok: [404],
  }),
  'PUT /api/admin/lab-results/:id/variants': to(`/api/admin/lab-results/${NO_ONE}/variants`, {
    body: { variantIds: [] },
    ok: [404],
  }),
  'DELETE /api/admin/lab-results/:id': to(`/api/admin/lab-results/${NO_ONE}`, {
    method: 'DELETE',
    ok: [404],
  }),
};
