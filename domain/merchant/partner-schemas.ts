import { z } from 'zod';
import { EmailSchema, FullNameSchema, PhoneSchema } from '../auth.ts';
import { boroughForZip, zipNotServedMessage } from '../compliance/delivery-area.ts';

/**
 * A New York Office of Cannabis Management licence as shops quote it: `OCM-` then groups of letters and digits
 * joined by dashes (OCM-AUCP-2024-000342). Stored upper-case.
 */
export const LICENSE_PATTERN = /^OCM(-[A-Z0-9]{1,12}){2,5}$/;
export const LICENSE_EXAMPLE = 'OCM-AUCP-2024-000123';

export const LicenseNumberSchema = z
  .string({ error: 'Licence number is required' })
  .trim()
  .min(1, 'Licence number is required')
  .transform((v) => v.toUpperCase().replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .max(40, `Enter the licence number as the OCM issued it, e.g. ${LICENSE_EXAMPLE}`)
      .regex(LICENSE_PATTERN, `Enter the licence number as the OCM issued it, e.g. ${LICENSE_EXAMPLE}`),
  );

export const ShopNameSchema = z
  .string({ error: 'Shop name is required' })
  .trim()
  .min(2, 'Shop name is required')
  .max(80, 'Shop name must be less than 80 characters');

const StreetSchema = z
  .string({ error: 'Street address is required' })
  .trim()
  .min(3, 'Street address is required')
  .max(120, 'Street address must be less than 120 characters');

/** The shop must be in the delivery area: couriers collect there. */
const ShopZipSchema = z
  .string({ error: 'ZIP code is required' })
  .trim()
  .min(1, 'ZIP code is required')
  .regex(/^\d{5}$/, 'ZIP code must be 5 digits')
  .superRefine((zip, ctx) => {
    if (!boroughForZip(zip)) ctx.addIssue({ code: 'custom', message: zipNotServedMessage(zip) });
  });

/** `POST /api/partner-applications`: a licensed shop asks to sell through the store. */
export const PartnerApplicationSchema = z.strictObject({
  shopName: ShopNameSchema,
  licenseNumber: LicenseNumberSchema,
  street: StreetSchema,
  zip: ShopZipSchema,
  contactName: FullNameSchema,
  email: EmailSchema,
  phone: PhoneSchema,
});
export type PartnerApplicationInput = z.input<typeof PartnerApplicationSchema>;
export type PartnerApplication = z.output<typeof PartnerApplicationSchema>;

export const PartnerApplicationResponseSchema = z.strictObject({ message: z.string() });
export type PartnerApplicationResponse = z.infer<typeof PartnerApplicationResponseSchema>;

/** What becoming a partner says, worded once for the server, the web and their tests. */
export const PARTNER_MESSAGES = {
  received:
    'Application received. Our partnerships team will review your licence and reply within 3 business days.',
  duplicateLicense: 'An application for this licence number is already being reviewed',
  duplicateEmail: 'An application with this e-mail is already being reviewed',
  applicationNotFound: 'Application not found',
  alreadyDecided: 'This application has already been decided',
  licenseTaken: 'A partner shop with this licence number already exists',
  alreadyInShop: 'The account with this e-mail already works for a partner shop',
  staffAccount: "The account with this e-mail belongs to the store's staff or a courier; use another e-mail",
  shopNotFound: 'Partner shop not found',
  nothingToChange: 'Change the price setting or the commission',
} as const;
