import type { RouteKey } from '#server/http/access-matrix.ts';
import { to, type ProbeOf } from './probe-kit.ts';

const NO_ONE = '00000000-0000-4000-8000-000000000000';
let n = 0;

/** A coupon the form could send; a new code each time. */
export const couponBody = (code = `PROBE${(n += 1)}X${String(Date.now()).slice(-6)}`) => ({
  code,
  description: 'Probe coupon',
  kind: 'percent',
  value: 10,
  maxDiscountCents: null,
  minSubtotalCents: 0,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  perCustomerLimit: null,
  firstOrderOnly: false,
  shopIds: [],
  categories: [],
  isActive: false,
});

type CouponRoute = Extract<RouteKey, `${string} /api/admin/coupons${string}`>;

/** The admin's coupons. No such coupon: past the checks, 404; a new one is created switched off. */
export const COUPON_PROBES: Record<CouponRoute, ProbeOf> = {
  'GET /api/admin/coupons': to('/api/admin/coupons?status=active'),
  'POST /api/admin/coupons': () => ({ path: '/api/admin/coupons', body: couponBody() }),
  'GET /api/admin/coupons/:id': to(`/api/admin/coupons/${NO_ONE}`, { ok: [404] }),
  'PUT /api/admin/coupons/:id': () => ({
    path: `/api/admin/coupons/${NO_ONE}`,
    body: couponBody(),
    ok: [404],
  }),
  'POST /api/admin/coupons/:id/active': to(`/api/admin/coupons/${NO_ONE}/active`, {
    body: { active: true },
    ok: [404],
  }),
  'DELETE /api/admin/coupons/:id': to(`/api/admin/coupons/${NO_ONE}`, { ok: [404] }),
};

type ImportExportRoute = Extract<RouteKey, `${string} /api/admin/import-export${string}`>;

/**
 * Import and export: the probe sends JSON, which the upload refuses past the access checks (415): nothing written;
 * no import job has the probe's id (404).
 */
export const IMPORT_EXPORT_PROBES: Record<ImportExportRoute, ProbeOf> = {
  'GET /api/admin/import-export/template.csv': to('/api/admin/import-export/template.csv'),
  'POST /api/admin/import-export/products/preview': to('/api/admin/import-export/products/preview', {
    body: 'not a CSV',
    ok: [415],
  }),
  'POST /api/admin/import-export/products/import': to('/api/admin/import-export/products/import', {
    body: 'not a CSV',
    ok: [415],
  }),
  'GET /api/admin/import-export/products/imports/:id': to(
    `/api/admin/import-export/products/imports/${NO_ONE}`,
    { ok: [404] },
  ),
  'GET /api/admin/import-export/products.csv': to('/api/admin/import-export/products.csv'),
  'GET /api/admin/import-export/inventory.csv': to('/api/admin/import-export/inventory.csv'),
};
