import { z } from 'zod';

/**
 * `GET /api/shops`: the partner shops page, the active shops by name. One contract: the server's answer is typed by
 * it, the web reads it, and the API tests parse real answers with it.
 */
const Time = z.string().regex(/^\d{2}:\d{2}$/);

export const DayHoursSchema = z.strictObject({ opens: Time, closes: Time });
export type DayHours = z.infer<typeof DayHoursSchema>;

export const PartnerShopSchema = z.strictObject({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  licenseNumber: z.string(),
  description: z.string(),
  street: z.string(),
  zip: z.string(),
  borough: z.string(),
  neighborhood: z.string(),
  phone: z.string(),
  /** Keyed "0" (Sunday) to "6" (Saturday); null when closed. */
  openingHours: z.record(z.string().regex(/^[0-6]$/), DayHoursSchema.nullable()),
  /** The shop's logo (a /media/ URL), or null: the page shows its initials. */
  logoUrl: z.string().nullable(),
  /** The end (ISO) of the shop's latest temporary closure, or null; one in the past is over. */
  closedUntil: z.string().nullable(),
});
export type PartnerShop = z.infer<typeof PartnerShopSchema>;

export const ShopsResponseSchema = z.strictObject({ shops: z.array(PartnerShopSchema) });
export type ShopsResponse = z.infer<typeof ShopsResponseSchema>;
