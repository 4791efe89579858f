import type { Contract } from '../http.ts';
import { AssignResponseSchema, DispatchCouriersResponseSchema, DispatchMapSchema } from './dispatch-views.ts';

/** What each admin route of this part answers on success; see ../contracts.ts. */
export const adminDispatchContracts = {
  'GET /api/admin/dispatch/couriers': DispatchCouriersResponseSchema,
  'POST /api/admin/dispatch/orders/:id/assign': AssignResponseSchema,
  'GET /api/admin/dispatch/map': DispatchMapSchema,
} satisfies Record<string, Contract>;
