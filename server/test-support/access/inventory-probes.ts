import type { RouteKey } from '#server/http/access-matrix.ts';
import { to, type ProbeOf } from './probe-kit.ts';

const NO_VARIANT = '/api/admin/inventory/00000000-0000-4000-8000-000000000000';

type InventoryRoute = Extract<
  RouteKey,
  `${string} /api/admin/${'inventory' | 'products/analytics'}${string}`
>;

/** The admin inventory's probes: past the access checks, a variant no one has meets 404 and nothing changes. */
export const INVENTORY_PROBES: Record<InventoryRoute, ProbeOf> = {
  'GET /api/admin/inventory': to('/api/admin/inventory?limit=5&low=yes'),
  'GET /api/admin/inventory/:id': to(NO_VARIANT, { ok: [404] }),
  'GET /api/admin/inventory/:id/movements': to(`${NO_VARIANT}/movements`, { ok: [404] }),
  'POST /api/admin/inventory/:id/adjust': to(`${NO_VARIANT}/adjust`, {
    body: { mode: 'delta', delta: 1, reason: 'received' },
    ok: [404],
  }),
  'PUT /api/admin/inventory/:id/threshold': to(`${NO_VARIANT}/threshold`, {
    body: { threshold: 3 },
    ok: [404],
  }),
  'GET /api/admin/products/analytics': to('/api/admin/products/analytics?period=7d&sort=views'),
  'GET /api/admin/products/analytics/export.csv': to('/api/admin/products/analytics/export.csv?period=7d'),
};
