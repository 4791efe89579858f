import { z } from 'zod';
import { BOROUGHS } from '../compliance/delivery-area.ts';

/**
 * `POST /api/checkout/quote`: today's prices and terms for the same `priceOrder` the server runs at checkout. One
 * contract: the server's quote is typed by it, the web reads it, and the API tests parse real answers with it.
 */
const Cents = z.number().int().nonnegative();
const BoroughSchema = z.enum(BOROUGHS);

export const QuoteLineSchema = z.object({
  productId: z.string(),
  selectedWeight: z.string(),
  quantity: z.number().int().positive(),
  /** Null when the product or weight is no longer sold. */
  productName: z.string().nullable(),
  unitPriceCents: Cents,
  stock: z.number().int().nonnegative(),
  available: z.boolean(),
  /** False when the coupon's shop or category scope leaves this line out of its discount. */
  couponApplies: z.boolean().optional(),
});

export const CouponTermsSchema = z.object({
  code: z.string(),
  kind: z.enum(['percent', 'fixed', 'free_delivery']),
  value: z.number(),
  maxDiscountCents: Cents.nullable(),
  minSubtotalCents: Cents,
  shopIds: z.array(z.string()).optional(),
  categories: z.array(z.string()).optional(),
});

export const PriceBreakdownSchema = z.object({
  subtotalCents: Cents,
  discount: z
    .object({
      kind: z.enum(['first_order', 'coupon']),
      label: z.string(),
      code: z.string().nullable(),
      cents: Cents,
    })
    .nullable(),
  freeDelivery: z.enum(['threshold', 'first_order', 'coupon']).nullable(),
  deliveryFeeCents: Cents,
  taxableCents: Cents,
  exciseCents: Cents,
  totalCents: Cents,
});

export const CheckoutQuoteSchema = z.object({
  lines: z.array(QuoteLineSchema),
  borough: BoroughSchema.nullable(),
  zipError: z.string().nullable(),
  firstOrder: z.boolean(),
  coupon: CouponTermsSchema.nullable(),
  couponError: z.string().nullable(),
  pricing: PriceBreakdownSchema.nullable(),
  deliveryFees: z.record(BoroughSchema, Cents),
  freeDeliveryThresholdCents: Cents,
  firstOrderPercent: z.number().int(),
  storeHours: z.object({ opensHour: z.number().int(), closesHour: z.number().int() }),
  asapAvailable: z.boolean(),
  /** Why the cart's shop takes no ASAP order now ('… is closed until Tue 9:00 AM'); null when open. */
  shopClosed: z.string().nullable().optional(),
  windows: z.array(z.object({ start: z.iso.datetime(), end: z.iso.datetime(), label: z.string() })),
  idNotice: z.string(),
});

export type QuoteLine = z.infer<typeof QuoteLineSchema>;
export type CheckoutQuote = z.infer<typeof CheckoutQuoteSchema>;
