import { z } from 'zod';
import { PAYMENT_METHODS } from '../checkout.schemas.ts';
import { BOROUGHS } from '../compliance/delivery-area.ts';
import { ORDER_STATUSES } from '../orders/status.ts';
import { Instant } from '../orders/tracking-response.ts';
import { OrderRiskBadgeSchema } from './risk.ts';
import { optionalText, pageCursor, pageSize, searchText } from './list-query.ts';

/** How staff may sort the order list: newest or oldest first, largest or smallest total first. */
export const ADMIN_ORDER_SORTS = ['created_desc', 'created_asc', 'total_desc', 'total_asc'] as const;
export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number];

export const ADMIN_ORDER_PAGE_MAX = 100;

/**
 * The filters of `GET /api/admin/orders` and its CSV export, read from the query string (`status` may repeat or
 * be comma-separated). `from` is inclusive and `to` exclusive, on the order's created time.
 */
export const AdminOrderFiltersSchema = z.object({
  status: z
    .array(z.enum(ORDER_STATUSES, { error: 'Choose a valid order status' }))
    .max(ORDER_STATUSES.length)
    .optional(),
  shop: z.uuid({ error: 'Choose a valid shop' }).optional(),
  borough: z.enum(BOROUGHS, { error: 'Choose a valid borough' }).optional(),
  courier: optionalText(100, 'Choose a valid courier'),
  from: z.iso.datetime({ offset: true, error: 'Enter the start as an ISO date and time' }).optional(),
  to: z.iso.datetime({ offset: true, error: 'Enter the end as an ISO date and time' }).optional(),
  payment: z.enum(PAYMENT_METHODS, { error: 'Choose a valid payment method' }).optional(),
  coupon: optionalText(40, 'Coupon codes are at most 40 characters').transform((v) => v?.toUpperCase()),
  q: searchText(),
  /** Only orders held for risk review (orders_held_created_idx). */
  held: z.stringbool({ error: 'Held is true or false' }).optional(),
  sort: z.enum(ADMIN_ORDER_SORTS, { error: 'Choose a valid sort order' }).default('created_desc'),
});
export type AdminOrderFilters = z.infer<typeof AdminOrderFiltersSchema>;

export const AdminOrderListQuerySchema = AdminOrderFiltersSchema.extend({
  cursor: pageCursor(),
  limit: pageSize(ADMIN_ORDER_PAGE_MAX),
});
export type AdminOrderListQuery = z.infer<typeof AdminOrderListQuerySchema>;

const Cents = z.number().int().nonnegative();

/** One row of the staff order list. */
export const AdminOrderRowSchema = z.strictObject({
  id: z.uuid(),
  orderNumber: z.string(),
  trackingCode: z.string(),
  status: z.enum(ORDER_STATUSES),
  createdAt: Instant,
  customerName: z.string(),
  email: z.string(),
  borough: z.enum(BOROUGHS),
  shopName: z.string().nullable(),
  courierName: z.string().nullable(),
  totalCents: Cents,
  paymentMethod: z.enum(PAYMENT_METHODS),
  delivery: z.strictObject({ isAsap: z.boolean(), windowStart: Instant, windowEnd: Instant }),
  risk: OrderRiskBadgeSchema,
});
export type AdminOrderRow = z.infer<typeof AdminOrderRowSchema>;

/** `GET /api/admin/orders`: one page, and the cursor of the next (null on the last page). No total count. */
export const AdminOrderListSchema = z.strictObject({
  orders: z.array(AdminOrderRowSchema),
  nextCursor: z.string().nullable(),
});
export type AdminOrderList = z.infer<typeof AdminOrderListSchema>;
