import type { Contract } from '../http.ts';
import { AdminOrderResponseSchema } from './order-detail.ts';
import { AdminOrderListSchema } from './order-list.ts';

/** What each admin route of this part answers on success; see ../contracts.ts. */
export const adminOrderContracts = {
  'GET /api/admin/orders': AdminOrderListSchema,
  'GET /api/admin/orders/export.csv': 'csv',
  'GET /api/admin/orders/:id': AdminOrderResponseSchema,
  'POST /api/admin/orders/:id/status': AdminOrderResponseSchema,
  'POST /api/admin/orders/:id/cancel': AdminOrderResponseSchema,
  'POST /api/admin/orders/:id/notes': AdminOrderResponseSchema,
  'PUT /api/admin/orders/:id/courier-note': AdminOrderResponseSchema,
} satisfies Record<string, Contract>;
