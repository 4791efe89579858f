import { SetPasswordResponseSchema } from '../account/set-password.ts';
import type { Contract } from '../http.ts';
import { LatestMessageResponseSchema } from '../orders/dev-response.ts';
import {
  AdminApplicationListSchema,
  AdminApplicationResponseSchema,
  AdminCourierActionSchema,
  AdminCourierDetailSchema,
  AdminCourierListSchema,
  CourierDeliveriesSchema,
  CourierEarningsSchema,
} from './couriers-views.ts';

/** What the couriers and courier-applications routes answer on success; see ../contracts.ts. */
export const adminCourierContracts = {
  'GET /api/admin/couriers': AdminCourierListSchema,
  'GET /api/admin/couriers/:id': AdminCourierDetailSchema,
  'GET /api/admin/couriers/:id/deliveries': CourierDeliveriesSchema,
  'GET /api/admin/couriers/:id/earnings': CourierEarningsSchema,
  'GET /api/admin/couriers/:id/payouts.csv': 'csv',
  'POST /api/admin/couriers/:id/commission': AdminCourierActionSchema,
  'POST /api/admin/couriers/:id/vehicle': AdminCourierActionSchema,
  'POST /api/admin/couriers/:id/reset-pin': AdminCourierActionSchema,
  'POST /api/admin/couriers/:id/deactivate': AdminCourierActionSchema,
  'POST /api/admin/couriers/:id/reactivate': AdminCourierActionSchema,
  'GET /api/admin/courier-applications': AdminApplicationListSchema,
  'GET /api/admin/courier-applications/:id': AdminApplicationResponseSchema,
  'POST /api/admin/courier-applications/:id/approve': AdminApplicationResponseSchema,
  'POST /api/admin/courier-applications/:id/reject': AdminApplicationResponseSchema,
  'POST /api/session/set-password': SetPasswordResponseSchema,
  'GET /api/dev/outbox/latest': LatestMessageResponseSchema,
} satisfies Record<string, Contract>;
