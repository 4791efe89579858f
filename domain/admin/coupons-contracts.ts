import type { Contract } from '../http.ts';
import { AdminCouponDeleteSchema, AdminCouponListSchema, AdminCouponResponseSchema } from './coupons.ts';

/** What the admin's coupon screens answer on success; see ../contracts.ts. */
export const adminCouponContracts = {
  'GET /api/admin/coupons': AdminCouponListSchema,
  'POST /api/admin/coupons': AdminCouponResponseSchema,
  'GET /api/admin/coupons/:id': AdminCouponResponseSchema,
  'PUT /api/admin/coupons/:id': AdminCouponResponseSchema,
  'POST /api/admin/coupons/:id/active': AdminCouponResponseSchema,
  'DELETE /api/admin/coupons/:id': AdminCouponDeleteSchema,
} satisfies Record<string, Contract>;
