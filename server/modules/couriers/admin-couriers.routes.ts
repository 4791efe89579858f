import { Hono } from 'hono';
import {
  ADMIN_COURIER_MESSAGES,
  AdminCourierListQuerySchema,
  ApplicationListQuerySchema,
  CommissionSchema,
  DeactivateSchema,
  EarningsQuerySchema,
  PageQuerySchema,
  RejectApplicationSchema,
  VehicleChangeSchema,
} from '#domain/admin/couriers-schemas.ts';
import type {
  AdminApplicationList,
  AdminApplicationResponse,
  AdminCourierAction,
  AdminCourierDetail,
  AdminCourierList,
  CourierDeliveries,
  CourierEarnings,
} from '#domain/admin/couriers-views.ts';
import { requestActor, type AppContext, type AppEnv } from '#server/http/context.ts';
import type { Services } from '#server/services.ts';
import { csvResponse } from '#server/http/csv-response.ts';
import { requirePermission } from '#server/http/middleware/require-permission.ts';
import { jsonBody, queryOf, uuidParam } from '#server/http/validate.ts';
import { payoutsCsv } from './payouts-csv.ts';

const STAFF = ['admin', 'support'] as const;

/** Couriers and courier applications: reads with couriers:read (admin, support), every change couriers:manage. */
export function adminCourierRoutes(services: Services) {
  const { staff, admin, review } = services.couriers;
  const read = requirePermission('couriers:read');
  const manage = requirePermission('couriers:manage');
  const courierId = (c: AppContext) => uuidParam(c, 'id', ADMIN_COURIER_MESSAGES.courierNotFound);
  const applicationId = (c: AppContext) => uuidParam(c, 'id', ADMIN_COURIER_MESSAGES.applicationNotFound);
  const actorOf = (c: AppContext) => requestActor(c, services.env.TRUST_PROXY, STAFF);
  const action = (c: AppContext, answer: AdminCourierAction) => c.json(answer);

  return new Hono<AppEnv>()
    .get('/couriers', read, async (c) => {
      const answer: AdminCourierList = await staff.list(queryOf(c, AdminCourierListQuerySchema));
      return c.json(answer);
    })
    .get('/couriers/:id', read, async (c) => {
      const answer: AdminCourierDetail = await staff.detail(courierId(c));
      return c.json(answer);
    })
    .get('/couriers/:id/deliveries', read, async (c) => {
      const answer: CourierDeliveries = await staff.deliveries(courierId(c), queryOf(c, PageQuerySchema));
      return c.json(answer);
    })
    .get('/couriers/:id/earnings', read, async (c) => {
      const { name: _name, ...answer } = await staff.earnings(courierId(c), queryOf(c, EarningsQuerySchema));
      return c.json(answer satisfies CourierEarnings);
    })
    .get('/couriers/:id/payouts.csv', read, async (c) => {
      const earnings = await staff.earnings(courierId(c), queryOf(c, EarningsQuerySchema));
      return csvResponse(c, `payouts-${earnings.from}-to-${earnings.to}.csv`, payoutsCsv(earnings));
    })
    .post('/couriers/:id/commission', manage, async (c) => {
      const actor = actorOf(c);
      const id = courierId(c);
      const { rate } = await jsonBody(c, CommissionSchema);
      return action(c, await admin.setCommission(actor, id, rate));
    })
    .post('/couriers/:id/vehicle', manage, async (c) => {
      const actor = actorOf(c);
      const id = courierId(c);
      const { vehicleType } = await jsonBody(c, VehicleChangeSchema);
      return action(c, await admin.setVehicle(actor, id, vehicleType));
    })
    .post('/couriers/:id/reset-pin', manage, async (c) => {
      const actor = actorOf(c);
      return action(c, await admin.resetPin(actor, courierId(c)));
    })
    .post('/couriers/:id/deactivate', manage, async (c) => {
      const actor = actorOf(c);
      const id = courierId(c);
      const { reason } = await jsonBody(c, DeactivateSchema);
      return action(c, await admin.deactivate(actor, id, reason));
    })
    .post('/couriers/:id/reactivate', manage, async (c) => {
      const actor = actorOf(c);
      return action(c, await admin.reactivate(actor, courierId(c)));
    })
    .get('/courier-applications', read, async (c) => {
      const answer: AdminApplicationList = await review.list(queryOf(c, ApplicationListQuerySchema));
      return c.json(answer);
    })
    .get('/courier-applications/:id', read, async (c) => {
      const answer: AdminApplicationResponse = await review.one(applicationId(c));
      return c.json(answer);
    })
    .post('/courier-applications/:id/approve', manage, async (c) => {
      const actor = actorOf(c);
      const answer: AdminApplicationResponse = await review.approve(actor, applicationId(c));
      return c.json(answer);
    })
    .post('/courier-applications/:id/reject', manage, async (c) => {
      const actor = actorOf(c);
      const id = applicationId(c);
      const { reason } = await jsonBody(c, RejectApplicationSchema);
      const answer: AdminApplicationResponse = await review.reject(actor, id, reason);
      return c.json(answer);
    });
}
