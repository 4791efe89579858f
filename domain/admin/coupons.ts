import { z } from 'zod';
import { CategorySchema } from '../catalog.schemas.ts';
import { Instant } from '../orders/tracking-response.ts';

/** The admin's coupons: one schema for the form, the server and the tests. Money in cents. */
export const COUPON_KINDS = ['percent', 'fixed', 'free_delivery'] as const;
export const COUPON_KIND_LABELS = {
  percent: 'Percent off',
  fixed: 'Amount off',
  free_delivery: 'Free delivery',
} as const;

/** What the list shows for a coupon, derived from its dates, usage, switch and archive time. */
export const COUPON_STATUSES = ['active', 'scheduled', 'expired', 'used_up', 'inactive', 'archived'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];
export const COUPON_STATUS_LABELS: Record<CouponStatus, string> = {
  active: 'Active',
  scheduled: 'Scheduled',
  expired: 'Expired',
  used_up: 'Used up',
  inactive: 'Off',
  archived: 'Archived',
};

export const COUPON_MESSAGES = {
  notFound: 'This coupon does not exist',
  codeTaken: (code: string) => `Another coupon already uses the code ${code}`,
  codeLocked: 'The code cannot be changed once the coupon has been used',
  archived: 'An archived coupon cannot be changed',
} as const;

const cents = (label: string) =>
  z
    .number({ error: `Enter the ${label}` })
    .int(`Enter the ${label} in whole cents`)
    .min(0, `The ${label} cannot be negative`)
    .max(1_000_000, `The ${label} can be at most $10,000.00`);
const limit = (label: string) =>
  z
    .number({ error: `Enter the ${label} as a number` })
    .int(`The ${label} must be a whole number`)
    .min(1, `The ${label} must be at least 1`)
    .max(1_000_000, `The ${label} looks too high`)
    .nullable();

export const CouponInputSchema = z
  .strictObject({
    code: z
      .string({ error: 'Enter a code' })
      .trim()
      .min(3, 'The code needs at least 3 characters')
      .max(32, 'The code can be at most 32 characters')
      .regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, dashes and underscores in the code')
      .transform((s) => s.toUpperCase()),
    description: z.string().trim().max(200, 'The description can be at most 200 characters'),
    kind: z.enum(COUPON_KINDS, { error: 'Choose percent off, amount off or free delivery' }),
    /** Whole percent for percent, cents for fixed, 0 for free delivery. */
    value: z.number({ error: 'Enter the value' }).int('Enter the value as a whole number').min(0),
    maxDiscountCents: cents('cap').min(1, 'The cap must be more than $0.00').nullable(),
    minSubtotalCents: cents('minimum subtotal'),
    startsAt: Instant.nullable(),
    endsAt: Instant.nullable(),
    usageLimit: limit('total usage limit'),
    perCustomerLimit: limit('per-customer limit'),
    firstOrderOnly: z.boolean(),
    shopIds: z.array(z.uuid('Choose a shop')).max(50, 'Choose at most 50 shops'),
    categories: z.array(CategorySchema).max(5),
    isActive: z.boolean(),
  })
  .superRefine((c, ctx) => {
    const at = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (c.kind === 'percent' && (c.value < 1 || c.value > 100)) at('value', 'Enter a percent from 1 to 100');
    if (c.kind === 'fixed' && c.value < 1) at('value', 'Enter the amount off');
    if (c.kind === 'fixed' && c.value > 1_000_000) at('value', 'The amount off can be at most $10,000.00');
    if (c.kind === 'free_delivery' && c.value !== 0) at('value', 'Free delivery takes no value');
    if (c.startsAt && c.endsAt && c.endsAt <= c.startsAt) at('endsAt', 'The end must be after the start');
  });
export type CouponInput = z.output<typeof CouponInputSchema>;
export type CouponFormValues = z.input<typeof CouponInputSchema>;

export const CouponActiveSchema = z.strictObject({
  active: z.boolean({ error: 'active must be true or false' }),
});

export const CouponListQuerySchema = z.object({
  q: z.string().trim().max(60, 'Search for at most 60 characters').optional(),
  status: z.enum(COUPON_STATUSES, { error: 'Choose a status from the list' }).optional(),
});
export type CouponListQuery = z.infer<typeof CouponListQuerySchema>;

export const AdminCouponSchema = z.strictObject({
  id: z.uuid(),
  code: z.string(),
  description: z.string(),
  kind: z.enum(COUPON_KINDS),
  value: z.number().int(),
  maxDiscountCents: z.number().int().nullable(),
  minSubtotalCents: z.number().int(),
  startsAt: Instant.nullable(),
  endsAt: Instant.nullable(),
  usageLimit: z.number().int().nullable(),
  perCustomerLimit: z.number().int().nullable(),
  firstOrderOnly: z.boolean(),
  shopIds: z.array(z.uuid()),
  categories: z.array(CategorySchema),
  isActive: z.boolean(),
  archivedAt: Instant.nullable(),
  status: z.enum(COUPON_STATUSES),
  timesUsed: z.number().int().nonnegative(),
  /** Sum of the totals of the orders placed with it that were not cancelled. */
  revenueCents: z.number().int().nonnegative(),
  /** Once used, the code is fixed and deleting archives the coupon. */
  used: z.boolean(),
  createdAt: Instant,
  updatedAt: Instant,
});
export type AdminCoupon = z.infer<typeof AdminCouponSchema>;

export const AdminCouponListSchema = z.strictObject({ coupons: z.array(AdminCouponSchema) });
export type AdminCouponList = z.infer<typeof AdminCouponListSchema>;
export const AdminCouponResponseSchema = z.strictObject({ coupon: AdminCouponSchema });
export type AdminCouponResponse = z.infer<typeof AdminCouponResponseSchema>;
export const AdminCouponDeleteSchema = z.strictObject({
  outcome: z.enum(['deleted', 'archived']),
  coupon: AdminCouponSchema.nullable(),
});
export type AdminCouponDelete = z.infer<typeof AdminCouponDeleteSchema>;

interface StatusFacts {
  isActive: boolean;
  archivedAt: Date | null;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  timesUsed: number;
}

/** Archived first, then switched off, then the dates, then the usage limit. */
export function couponStatus(c: StatusFacts, now: Date): CouponStatus {
  if (c.archivedAt) return 'archived';
  if (!c.isActive) return 'inactive';
  if (c.endsAt && now > c.endsAt) return 'expired';
  if (c.startsAt && now < c.startsAt) return 'scheduled';
  if (c.usageLimit !== null && c.timesUsed >= c.usageLimit) return 'used_up';
  return 'active';
}
