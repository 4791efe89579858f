import { Hono } from 'hono';
import { z } from 'zod';
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
import { can, type Permission } from '#domain/permissions.ts';
import {
  callerRoles,
  requestActor,
  type AppContext,
  type AppEnv,
  type Services,
} from '#server/http/context.ts';
import { jsonBody, queryOf } from '#server/http/validate.ts';
import { forbidden, notFound } from '#server/lib/errors.ts';
import { payoutsCsv } from './payouts-csv.ts';

const STAFF = ['admin', 'support'] as const;

/** Couriers and courier applications: reads with couriers:read (admin, support), every change couriers:manage. */
export function adminCourierRoutes(services: Services) {
  const { staff, admin, review } = services.couriers;
  const need = (c: AppContext, permission: Permission) => {
    if (!can(callerRoles(c), permission)) throw forbidden();
  };
  const idOf = (c: AppContext, message: string) => {
    const parsed = z.uuid().safeParse(c.req.param('id'));
    if (!parsed.success) throw notFound(message);
    return parsed.data;
  };
  const courierId = (c: AppContext) => idOf(c, ADMIN_COURIER_MESSAGES.courierNotFound);
  const applicationId = (c: AppContext) => idOf(c, ADMIN_COURIER_MESSAGES.applicationNotFound);
  /** The checks of a change: the permission, the id, the actor. */
  const manage = (c: AppContext) => {
    need(c, 'couriers:manage');
    return requestActor(c, services.env.TRUST_PROXY, STAFF);
  };
  const action = (c: AppContext, answer: AdminCourierAction) => c.json(answer);

  return new Hono<AppEnv>()
    .get('/couriers', async (c) => {
      need(c, 'couriers:read');
      const answer: AdminCourierList = await staff.list(queryOf(c, AdminCourierListQuerySchema));
      return c.json(answer);
    })
    .get('/couriers/:id', async (c) => {
      need(c, 'couriers:read');
      const answer: AdminCourierDetail = await staff.detail(courierId(c));
      return c.json(answer);
    })
    .get('/couriers/:id/deliveries', async (c) => {
      need(c, 'couriers:read');
      const answer: CourierDeliveries = await staff.deliveries(courierId(c), queryOf(c, PageQuerySchema));
      return c.json(answer);
    })
    .get('/couriers/:id/earnings', async (c) => {
      need(c, 'couriers:read');
      const { name: _name, ...answer } = await staff.earnings(courierId(c), queryOf(c, EarningsQuerySchema));
      return c.json(answer satisfies CourierEarnings);
    })
    .get('/couriers/:id/payouts.csv', async (c) => {
      need(c, 'couriers:read');
      const earnings = await staff.earnings(courierId(c), queryOf(c, EarningsQuerySchema));
      return c.body(payoutsCsv(earnings), 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="payouts-${earnings.from}-to-${earnings.to}.csv"`,
        'cache-control': 'no-store',
      });
    })
    .post('/couriers/:id/commission', async (c) => {
      const actor = manage(c);
      const id = courierId(c);
      const { rate } = await jsonBody(c, CommissionSchema);
      return action(c, await admin.setCommission(actor, id, rate));
    })
    .post('/couriers/:id/vehicle', async (c) => {
      const actor = manage(c);
      const id = courierId(c);
      const { vehicleType } = await jsonBody(c, VehicleChangeSchema);
      return action(c, await admin.setVehicle(actor, id, vehicleType));
    })
    .post('/couriers/:id/reset-pin', async (c) => {
      const actor = manage(c);
      return action(c, await admin.resetPin(actor, courierId(c)));
    })
    .post('/couriers/:id/deactivate', async (c) => {
      const actor = manage(c);
      const id = courierId(c);
      const { reason } = await jsonBody(c, DeactivateSchema);
      return action(c, await admin.deactivate(actor, id, reason));
    })
    .post('/couriers/:id/reactivate', async (c) => {
      const actor = manage(c);
      return action(c, await admin.reactivate(actor, courierId(c)));
    })
    .get('/courier-applications', async (c) => {
      need(c, 'couriers:read');
      const answer: AdminApplicationList = await review.list(queryOf(c, ApplicationListQuerySchema));
      return c.json(answer);
    })
    .get('/courier-applications/:id', async (c) => {
      need(c, 'couriers:read');
      const answer: AdminApplicationResponse = await review.one(applicationId(c));
      return c.json(answer);
    })
    .post('/courier-applications/:id/approve', async (c) => {
      const actor = manage(c);
      const answer: AdminApplicationResponse = await review.approve(actor, applicationId(c));
      return c.json(answer);
    })
    .post('/courier-applications/:id/reject', async (c) => {
      const actor = manage(c);
      const id = applicationId(c);
      const { reason } = await jsonBody(c, RejectApplicationSchema);
      const answer: AdminApplicationResponse = await review.reject(actor, id, reason);
      return c.json(answer);
    });
}
