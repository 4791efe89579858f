import type { RouteKey } from '#server/http/access-matrix.ts';
import { to, type ProbeOf } from './probe-kit.ts';

const NO_INCIDENT = '00000000-0000-4000-8000-000000000001';
const NO_USER = '/api/admin/users/00000000-0000-4000-8000-000000000000';
const NO_DEVICE = '00000000-0000-4000-8000-0000000000d1';
const NO_ONE = '00000000-0000-4000-8000-000000000000';

type PartTwoRoute = Extract<
  RouteKey,
  `${string} /api/admin/${'safety' | 'users' | 'compliance' | 'age-verification' | 'risk' | 'couriers' | 'courier-applications' | 'analytics'}${string}`
>;

/** The probes of the admin console's second part: people, safety, compliance, risk and analytics. */
export const ADMIN_PART_TWO_PROBES: Record<PartTwoRoute, ProbeOf> = {
  // No such incident: past the access checks, the caller meets 404.
  'GET /api/admin/safety/incidents': to('/api/admin/safety/incidents?status=open'),
  'GET /api/admin/safety/incidents/:id': to(`/api/admin/safety/incidents/${NO_INCIDENT}`, { ok: [404] }),
  'POST /api/admin/safety/incidents/:id/status': to(`/api/admin/safety/incidents/${NO_INCIDENT}/status`, {
    body: { to: 'acknowledged' },
    ok: [404],
  }),
  'GET /api/admin/safety/alerts': to('/api/admin/safety/alerts'),
  'GET /api/admin/safety/refusals': to('/api/admin/safety/refusals'),
  'GET /api/admin/users': to('/api/admin/users?limit=5&q=a'),
  'GET /api/admin/users/:id': (w) => ({ path: `/api/admin/users/${w.accounts.customer.userId}` }),
  // An account no one has: past the access checks the admin meets 404, and no fixture account changes.
  'POST /api/admin/users/:id/block': to(`${NO_USER}/block`, { body: { reason: 'Access matrix' }, ok: [404] }),
  'POST /api/admin/users/:id/unblock': to(`${NO_USER}/unblock`, { body: {}, ok: [404] }),
  'PUT /api/admin/users/:id/roles/support': to(`${NO_USER}/roles/support`, { body: {}, ok: [404] }),
  'DELETE /api/admin/users/:id/roles/support': to(`${NO_USER}/roles/support`, { ok: [404] }),
  'POST /api/admin/users/:id/sign-out-everywhere': to(`${NO_USER}/sign-out-everywhere`, {
    body: {},
    ok: [404],
  }),
  'POST /api/admin/users/:id/devices/:deviceId/block': to(`${NO_USER}/devices/${NO_DEVICE}/block`, {
    body: {},
    ok: [404],
  }),
  'POST /api/admin/users/:id/devices/:deviceId/unblock': to(`${NO_USER}/devices/${NO_DEVICE}/unblock`, {
    body: {},
    ok: [404],
  }),
  'GET /api/admin/compliance': to('/api/admin/compliance?from=2026-01-01&to=2026-01-31'),
  'GET /api/admin/compliance/excise.csv': to('/api/admin/compliance/excise.csv'),
  'GET /api/admin/age-verification': to('/api/admin/age-verification?limit=5'),
  'GET /api/admin/age-verification/export.csv': to('/api/admin/age-verification/export.csv?outcome=refused'),
  'GET /api/admin/risk/rules': to('/api/admin/risk/rules'),
  'PATCH /api/admin/risk/rules/:key': to('/api/admin/risk/rules/many_cancelled_orders', {
    body: { weight: 20 },
  }),
  'PUT /api/admin/risk/threshold': to('/api/admin/risk/threshold', { body: { threshold: 60 } }),
  'GET /api/admin/risk/held': to('/api/admin/risk/held'),
  // The fixture order is not held: 409 means the caller passed the access check.
  'POST /api/admin/risk/held/:id/approve': (w) => ({
    path: `/api/admin/risk/held/${w.order.id}/approve`,
    body: { note: 'Called the customer' },
    ok: [409],
  }),
  'GET /api/admin/couriers': to('/api/admin/couriers?limit=5'),
  // No such courier or application: past the access checks, staff meet 404 and the fixture couriers stay as they are.
  'GET /api/admin/couriers/:id': to(`/api/admin/couriers/${NO_ONE}`, { ok: [404] }),
  'GET /api/admin/couriers/:id/deliveries': to(`/api/admin/couriers/${NO_ONE}/deliveries`, { ok: [404] }),
  'GET /api/admin/couriers/:id/earnings': to(`/api/admin/couriers/${NO_ONE}/earnings`, { ok: [404] }),
  'GET /api/admin/couriers/:id/payouts.csv': to(`/api/admin/couriers/${NO_ONE}/payouts.csv`, { ok: [404] }),
  'POST /api/admin/couriers/:id/commission': to(`/api/admin/couriers/${NO_ONE}/commission`, {
    body: { rate: 30 },
    ok: [404],
  }),
  'POST /api/admin/couriers/:id/vehicle': to(`/api/admin/couriers/${NO_ONE}/vehicle`, {
    body: { vehicleType: 'car' },
    ok: [404],
  }),
  'POST /api/admin/couriers/:id/reset-pin': to(`/api/admin/couriers/${NO_ONE}/reset-pin`, {
    body: {},
    ok: [404],
  }),
  'POST /api/admin/couriers/:id/deactivate': to(`/api/admin/couriers/${NO_ONE}/deactivate`, {
    body: { reason: 'Left the company' },
    ok: [404],
  }),
  'POST /api/admin/couriers/:id/reactivate': to(`/api/admin/couriers/${NO_ONE}/reactivate`, {
    body: {},
    ok: [404],
  }),
  'GET /api/admin/courier-applications': to('/api/admin/courier-applications?status=pending'),
  'GET /api/admin/courier-applications/:id': to(`/api/admin/courier-applications/${NO_ONE}`, { ok: [404] }),
  'POST /api/admin/courier-applications/:id/approve': to(
    `/api/admin/courier-applications/${NO_ONE}/approve`,
    {
      body: {},
      ok: [404],
    },
  ),
  'POST /api/admin/courier-applications/:id/reject': to(`/api/admin/courier-applications/${NO_ONE}/reject`, {
    body: { reason: 'Incomplete application' },
    ok: [404],
  }),
  'GET /api/admin/analytics': to('/api/admin/analytics?period=7d'),
  'GET /api/admin/analytics/export.csv': to('/api/admin/analytics/export.csv?period=7d&table=funnel'),
};
