import type { RouteKey } from '#server/http/access-matrix.ts';
import { to, type ProbeOf } from './probe-kit.ts';

const NO_ONE = '00000000-0000-4000-8000-000000000000';

type PartnerRoute = Extract<
  RouteKey,
  `${string} /api/${'partner-applications' | 'admin/partner-applications' | 'admin/partner-shops'}${string}`
>;

let n = 0;

/** Becoming a partner and the admin's partner screens. No such application or shop: past the checks, 404. */
export const PARTNER_PROBES: Record<PartnerRoute, ProbeOf> = {
  'POST /api/partner-applications': () => {
    n += 1;
    const run = String(Date.now()).slice(-8);
    return {
      path: '/api/partner-applications',
      body: {
        shopName: 'Probe Dispensary',
        licenseNumber: `OCM-PRB-${run}-${n}`,
        street: '10 Court Street',
        zip: '11201',
        contactName: 'Pat Probe',
        email: `probe.${run}.${n}@example.test`,
        phone: '7185550111',
      },
    };
  },
  'GET /api/admin/partner-applications': to('/api/admin/partner-applications?status=pending&limit=5'),
  'GET /api/admin/partner-applications/:id': to(`/api/admin/partner-applications/${NO_ONE}`, { ok: [404] }),
  'POST /api/admin/partner-applications/:id/approve': to(
    `/api/admin/partner-applications/${NO_ONE}/approve`,
    {
      body: {},
      ok: [404],
    },
  ),
  'POST /api/admin/partner-applications/:id/reject': to(`/api/admin/partner-applications/${NO_ONE}/reject`, {
    body: { reason: 'Licence not found' },
    ok: [404],
  }),
  'GET /api/admin/partner-shops': to('/api/admin/partner-shops'),
  'PATCH /api/admin/partner-shops/:id': to(`/api/admin/partner-shops/${NO_ONE}`, {
    body: { commissionBps: 1500 },
    ok: [404],
  }),
};
