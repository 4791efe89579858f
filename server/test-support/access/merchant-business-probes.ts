import type { RouteKey } from '#server/http/access-matrix.ts';
import { to, type ProbeOf } from './probe-kit.ts';

type BusinessRoute = Extract<RouteKey, `${string} /api/merchant/${'reports' | 'staff'}${string}`>;

let invited = 0;

/** The probes of the shop owner's reports and staff. */
export const MERCHANT_BUSINESS_PROBES: Record<BusinessRoute, ProbeOf> = {
  'GET /api/merchant/reports/sales': to('/api/merchant/reports/sales?from=2026-11-01&to=2026-11-30'),
  'GET /api/merchant/reports/sales.csv': to(
    '/api/merchant/reports/sales.csv?from=2026-11-01&to=2026-11-30&by=product',
  ),
  'GET /api/merchant/staff': to('/api/merchant/staff'),
  // A new e-mail each time: the owner's invitation is recorded; others are refused before any write.
  'POST /api/merchant/staff': () => {
    invited += 1;
    return {
      path: '/api/merchant/staff',
      body: { email: `probe.staff.${invited}.${Date.now()}@example.test` },
    };
  },
  // The demo shop's spare open invitation: only its owner revokes it; another shop's owner meets 404.
  'DELETE /api/merchant/staff/invitations/:id': (w) => ({
    path: `/api/merchant/staff/invitations/${w.spareInvitationId}`,
  }),
  // The spare staff member of the demo shop: only its owner removes them; another shop's owner meets 404.
  'DELETE /api/merchant/staff/:userId': (w) => ({ path: `/api/merchant/staff/${w.spareStaffId}` }),
};
