import { z } from 'zod';
import { EmailSchema, FullNameSchema, PhoneSchema } from './auth.ts';
import { AddCartItemSchema } from './cart.schemas.ts';
import { BirthDateSchema, PAYMENT_METHODS } from './checkout/fields.ts';

// The payment methods and the birth-date rule live apart, so the courier app reads them without the cart's schemas.
export {
  BirthDateSchema,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
} from './checkout/fields.ts';

export const ZipSchema = z
  .string({ error: 'ZIP code is required' })
  .trim()
  .min(1, 'ZIP code is required')
  .regex(/^\d{5}$/, 'ZIP code must be 5 digits');

export const AddressSchema = z.object({
  street: z
    .string({ error: 'Street address is required' })
    .trim()
    .min(1, 'Street address is required')
    .max(200, 'Street address must be at most 200 characters'),
  apartment: z.string().trim().max(50, 'Apartment must be at most 50 characters').default(''),
  zip: ZipSchema,
});
export type Address = z.infer<typeof AddressSchema>;

/** 'asap' or the ISO start of a scheduled one-hour window. */
export const DeliveryTimeSchema = z.union(
  [z.literal('asap'), z.iso.datetime({ offset: true, error: 'Choose a delivery time' })],
  {
    error: 'Choose a delivery time',
  },
);

export const CouponCodeSchema = z
  .string()
  .trim()
  .max(40, 'Coupon code is too long')
  .regex(/^[A-Za-z0-9_-]*$/, 'Coupon codes use letters and numbers only')
  .transform((v) => v.toUpperCase())
  .default('');

/** Items are sent by guests; a signed-in customer's order is made from their server cart. */
export const CheckoutItemsSchema = z.array(AddCartItemSchema).max(50, 'Too many lines in one order');

export const CheckoutSchema = z.strictObject({
  fullName: FullNameSchema,
  email: EmailSchema,
  phone: PhoneSchema,
  birthDate: BirthDateSchema,
  ...AddressSchema.shape,
  residential: z.literal(true, { error: 'Confirm this is a residential address' }),
  deliveryTime: DeliveryTimeSchema,
  note: z.string().trim().max(500, 'Note must be at most 500 characters').default(''),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: 'Choose how you will pay' }),
  couponCode: CouponCodeSchema,
  ageAttested: z.literal(true, { error: 'You must confirm you are 21 or older' }),
  saveAddress: z.boolean().default(false),
  items: CheckoutItemsSchema.optional(),
});
export type CheckoutInput = z.input<typeof CheckoutSchema>;
export type Checkout = z.output<typeof CheckoutSchema>;

export const QuoteSchema = z.strictObject({
  zip: z.string().trim().max(10).default(''),
  couponCode: CouponCodeSchema,
  items: CheckoutItemsSchema.optional(),
});
export type QuoteInput = z.input<typeof QuoteSchema>;

export const TrackLookupSchema = z.strictObject({
  reference: z
    .string({ error: 'Enter your order number or tracking code' })
    .trim()
    .min(1, 'Enter your order number or tracking code')
    .max(40, 'Order number or tracking code not recognised'),
  contact: z
    .string({ error: 'Enter the e-mail or phone used for the order' })
    .trim()
    .min(1, 'Enter the e-mail or phone used for the order')
    .max(255),
});
export type TrackLookup = z.infer<typeof TrackLookupSchema>;
export type Quote = z.output<typeof QuoteSchema>;
