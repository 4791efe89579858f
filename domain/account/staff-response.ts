import { z } from 'zod';
import { RoleSchema } from '../auth.ts';
import { PERMISSIONS, SHOP_PERMISSIONS, SHOP_ROLES } from '../permissions.ts';

/**
 * `GET /api/admin/me` and `GET /api/merchant/me`: who the staff caller is and what their roles allow. The server's
 * answers are typed with these, and the API tests parse real answers with the schemas.
 */
export const StaffMeResponseSchema = z.strictObject({
  id: z.string().min(1),
  roles: z.array(RoleSchema).readonly(),
  permissions: z.array(z.enum(PERMISSIONS)).readonly(),
});
export type StaffMeResponse = z.infer<typeof StaffMeResponseSchema>;

/** `GET /api/merchant/me`: the same, and the one shop the merchant works for, their place in it and what it allows. */
export const MerchantMeResponseSchema = StaffMeResponseSchema.extend({
  shopId: z.uuid(),
  shopName: z.string().min(1),
  shopRole: z.enum(SHOP_ROLES),
  shopPermissions: z.array(z.enum(SHOP_PERMISSIONS)).readonly(),
});
export type MerchantMeResponse = z.infer<typeof MerchantMeResponseSchema>;
