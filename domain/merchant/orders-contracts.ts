import type { Contract } from '../http.ts';
import { MerchantBoardSchema, MerchantOrderDetailSchema } from './orders.ts';

/** What the merchant portal's order routes answer on success; see ../contracts.ts. */
export const merchantOrderContracts = {
  'GET /api/merchant/orders': MerchantBoardSchema,
  'GET /api/merchant/orders/:id': MerchantOrderDetailSchema,
  'POST /api/merchant/orders/:id/accept': MerchantOrderDetailSchema,
  'POST /api/merchant/orders/:id/start-preparing': MerchantOrderDetailSchema,
  'POST /api/merchant/orders/:id/ready': MerchantOrderDetailSchema,
  'POST /api/merchant/orders/:id/reject': MerchantOrderDetailSchema,
} satisfies Record<string, Contract>;
