import { z } from 'zod';
import { CATEGORIES } from '../catalog.ts';
import type { Contract } from '../http.ts';

/** A variant with at most this many units left shows a low-stock badge in the merchant portal. */
export const MERCHANT_LOW_STOCK = 5;
export const STOCK_REASONS = [
  'received',
  'damaged',
  'count_correction',
  'returned',
  'sold_out',
  'back_in_stock',
] as const;
export type StockReason = (typeof STOCK_REASONS)[number];
export const STOCK_REASON_LABELS: Record<StockReason, string> = {
  received: 'Received',
  damaged: 'Damaged',
  count_correction: 'Recount',
  returned: 'Returned',
  sold_out: 'Sold out',
  back_in_stock: 'Back in stock',
};

export const SHOP_MESSAGES = {
  pricesLocked: 'Prices for this shop are set by the NY Minute team',
  variantNotFound: 'Product variant not found',
  lockedProfile: "A licensed shop's name, licence number and address change only through the NY Minute team",
  closureFuture: 'Choose a time in the future',
  closureTooFar: 'A temporary closure can last at most 14 days',
  logoType: 'The logo must be a PNG, JPEG or WebP image',
  logoSize: 'The logo must be at most 1 MB',
  logoUnreadable: 'The logo could not be read: upload a PNG, JPEG or WebP image that opens normally',
  closesAfterOpens: 'Closing time must be after opening time',
} as const;
export const CLOSURE_MAX_DAYS = 14;
export const LOGO_MAX_BYTES = 1_048_576;

const Count = z
  .number({ error: 'Enter a count' })
  .int('Enter a whole number')
  .min(0, 'Stock cannot be negative');
const Note = z.string().trim().max(200, 'Keep the note under 200 characters').optional();

export const StockAdjustSchema = z.strictObject({
  stock: Count.max(100_000, 'That count looks too high'),
  reason: z.enum(STOCK_REASONS, { error: 'Choose a reason' }),
  note: Note,
});
export type StockAdjust = z.infer<typeof StockAdjustSchema>;
export const BackInStockSchema = z.strictObject({
  stock: Count.min(1, 'Enter how many are back').max(100_000, 'That count looks too high'),
});
export const PriceSchema = z.strictObject({
  priceCents: z
    .number()
    .int('Enter a price in cents')
    .min(100, 'At least $1.00')
    .max(100_000, 'At most $1,000.00'),
});

const Time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:MM');
const Day = z
  .strictObject({ opens: Time, closes: Time })
  .refine((d) => d.closes > d.opens, { message: SHOP_MESSAGES.closesAfterOpens, path: ['closes'] })
  .nullable();
export const OpeningHoursSchema = z.strictObject({
  '0': Day,
  '1': Day,
  '2': Day,
  '3': Day,
  '4': Day,
  '5': Day,
  '6': Day,
});
export const ShopProfileSchema = z.strictObject({
  description: z
    .string()
    .trim()
    .min(20, 'Write at least 20 characters')
    .max(1000, 'At most 1,000 characters'),
  phone: z
    .string()
    .transform((s) => s.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, ''))
    .pipe(z.string().regex(/^\d{10}$/, 'Enter a 10-digit US phone number')),
  openingHours: OpeningHoursSchema,
});
export type ShopProfileInput = z.input<typeof ShopProfileSchema>;
export const ClosureSchema = z.strictObject({
  until: z.iso.datetime({ offset: true, error: 'Choose until when' }),
  note: z.string().trim().max(200, 'Keep the note under 200 characters').optional(),
});

export const MerchantVariantSchema = z.strictObject({
  id: z.uuid(),
  label: z.string(),
  priceCents: z.number().int(),
  netGrams: z.number(),
  stock: z.number().int(),
  soldOut: z.boolean(),
  lowStock: z.boolean(),
});
export const MerchantProductSchema = z.strictObject({
  id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  category: z.enum(CATEGORIES),
  imageUrl: z.string(),
  active: z.boolean(),
  thcPercentage: z.number().nullable(),
  thcaPercentage: z.number().nullable(),
  cbdPercentage: z.number().nullable(),
  thcMgPerServing: z.number().nullable(),
  thcMgPerPackage: z.number().nullable(),
  labBatch: z.strictObject({ batchNumber: z.string(), labName: z.string(), testedAt: z.string() }).nullable(),
  variants: z.array(MerchantVariantSchema),
});
export type MerchantProduct = z.infer<typeof MerchantProductSchema>;
export type MerchantVariant = z.infer<typeof MerchantVariantSchema>;
export const MerchantProductsResponseSchema = z.strictObject({
  products: z.array(MerchantProductSchema),
  pricesEditable: z.boolean(),
});
export type MerchantProductsResponse = z.infer<typeof MerchantProductsResponseSchema>;
export const VariantResponseSchema = z.strictObject({ productId: z.uuid(), variant: MerchantVariantSchema });
export type VariantResponse = z.infer<typeof VariantResponseSchema>;

const DayOut = z.strictObject({ opens: z.string(), closes: z.string() }).nullable();
export const MerchantShopSchema = z.strictObject({
  id: z.uuid(),
  name: z.string(),
  licenseNumber: z.string(),
  street: z.string(),
  zip: z.string(),
  borough: z.string(),
  neighborhood: z.string(),
  description: z.string(),
  phone: z.string(),
  openingHours: z.record(z.string().regex(/^[0-6]$/), DayOut),
  logoUrl: z.string().nullable(),
  closedUntil: z.string().nullable(),
  closureNote: z.string().nullable(),
  openNow: z.boolean(),
  /** 'Open now', or why not ('… is closed until Tue 9:00 AM'). */
  status: z.string(),
});
export type MerchantShop = z.infer<typeof MerchantShopSchema>;
export const MerchantShopResponseSchema = z.strictObject({ shop: MerchantShopSchema });
export type MerchantShopResponse = z.infer<typeof MerchantShopResponseSchema>;

/** What each route of this area answers on success; see ../contracts.ts. */
export const merchantShopContracts = {
  'GET /api/merchant/products': MerchantProductsResponseSchema,
  'POST /api/merchant/variants/:id/stock': VariantResponseSchema,
  'POST /api/merchant/variants/:id/sold-out': VariantResponseSchema,
  'POST /api/merchant/variants/:id/back-in-stock': VariantResponseSchema,
  'PATCH /api/merchant/variants/:id/price': VariantResponseSchema,
  'GET /api/merchant/shop': MerchantShopResponseSchema,
  'PUT /api/merchant/shop': MerchantShopResponseSchema,
  'POST /api/merchant/shop/closure': MerchantShopResponseSchema,
  'DELETE /api/merchant/shop/closure': MerchantShopResponseSchema,
  'POST /api/merchant/shop/logo': MerchantShopResponseSchema,
} satisfies Record<string, Contract>;
