import { z } from 'zod';
import { BOROUGHS } from '../compliance/delivery-area.ts';
import { Instant } from '../orders/tracking-response.ts';
import { APPLICATION_STATUSES, ApplicationListQuerySchema } from './couriers-schemas.ts';

const Count = z.number().int().nonnegative();

/** `GET /api/admin/partner-applications`: by status (pending first), newest first, keyset pages. */
export const PartnerApplicationListQuerySchema = ApplicationListQuerySchema;

export const COMMISSION_BPS_MAX = 10_000;

/** `PATCH /api/admin/partner-shops/:id`: what the admin allows a shop and the platform's share. */
export const PartnerShopUpdateSchema = z
  .strictObject({
    pricesEditable: z.boolean({ error: 'pricesEditable must be true or false' }).optional(),
    commissionBps: z
      .number({ error: 'Enter the commission as a number' })
      .int('The commission must be a whole number of basis points')
      .min(0, 'The commission must be between 0% and 100%')
      .max(COMMISSION_BPS_MAX, 'The commission must be between 0% and 100%')
      .optional(),
  })
  .refine((v) => v.pricesEditable !== undefined || v.commissionBps !== undefined, {
    message: 'Change the price setting or the commission',
  });
export type PartnerShopUpdate = z.infer<typeof PartnerShopUpdateSchema>;

export const AdminPartnerApplicationSchema = z.strictObject({
  id: z.uuid(),
  shopName: z.string(),
  licenseNumber: z.string(),
  street: z.string(),
  zip: z.string(),
  borough: z.enum(BOROUGHS).nullable(),
  neighborhood: z.string().nullable(),
  contactName: z.string(),
  email: z.string(),
  phone: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  createdAt: Instant,
  decidedAt: Instant.nullable(),
  decidedBy: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  /** The shop an approval created. */
  shopId: z.uuid().nullable(),
  shopSlug: z.string().nullable(),
});
export type AdminPartnerApplication = z.infer<typeof AdminPartnerApplicationSchema>;

export const AdminPartnerApplicationListSchema = z.strictObject({
  applications: z.array(AdminPartnerApplicationSchema),
  nextCursor: z.string().nullable(),
});
export type AdminPartnerApplicationList = z.infer<typeof AdminPartnerApplicationListSchema>;

export const AdminPartnerApplicationResponseSchema = z.strictObject({
  application: AdminPartnerApplicationSchema,
});
export type AdminPartnerApplicationResponse = z.infer<typeof AdminPartnerApplicationResponseSchema>;

export const AdminPartnerShopSchema = z.strictObject({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  licenseNumber: z.string(),
  borough: z.string(),
  neighborhood: z.string(),
  isActive: z.boolean(),
  ownerName: z.string().nullable(),
  ownerEmail: z.string().nullable(),
  membersCount: Count,
  productsCount: Count,
  /** Open right now by its hours and with no closure in force. */
  openNow: z.boolean(),
  closedUntil: Instant.nullable(),
  pricesEditable: z.boolean(),
  /** The platform's share in basis points (2000 = 20%). */
  commissionBps: z.number().int().min(0).max(COMMISSION_BPS_MAX),
});
export type AdminPartnerShop = z.infer<typeof AdminPartnerShopSchema>;

export const AdminPartnerShopListSchema = z.strictObject({ shops: z.array(AdminPartnerShopSchema) });
export type AdminPartnerShopList = z.infer<typeof AdminPartnerShopListSchema>;

export const AdminPartnerShopResponseSchema = z.strictObject({ shop: AdminPartnerShopSchema });
export type AdminPartnerShopResponse = z.infer<typeof AdminPartnerShopResponseSchema>;
