import { z } from 'zod';
import { LIMIT_CATEGORIES } from '../catalog.ts';
import { VEHICLE_TYPES } from '../couriers/rules.ts';
import { ACTOR_ROLES, ORDER_STATUSES, type OrderStatus } from '../orders/status.ts';
import { Instant } from '../orders/tracking-response.ts';

/** The columns of a shop's live orders board, in the order an order moves through them. */
export const BOARD_COLUMNS = ['new', 'preparing', 'ready', 'out'] as const;
export type BoardColumn = (typeof BOARD_COLUMNS)[number];

export const BOARD_COLUMN_LABELS: Record<BoardColumn, string> = {
  new: 'New',
  preparing: 'Preparing',
  ready: 'Ready for pickup',
  out: 'Out with a courier',
};

/** Where an active order sits on the board; null once it is finished (delivered, cancelled, returned). */
export function boardColumnOf(status: OrderStatus): BoardColumn | null {
  switch (status) {
    case 'pending':
      return 'new';
    case 'confirmed':
    case 'preparing':
      return 'preparing';
    case 'ready':
      return 'ready';
    case 'in_transit':
      return 'out';
    default:
      return null;
  }
}

/** The shop's next step for an order, by its status: the board's primary button. */
export const SHOP_ACTIONS = ['accept', 'start-preparing', 'ready'] as const;
export type ShopAction = (typeof SHOP_ACTIONS)[number];

export const SHOP_ACTION_TARGET: Record<ShopAction, OrderStatus> = {
  accept: 'confirmed',
  'start-preparing': 'preparing',
  ready: 'ready',
};

export const SHOP_ACTION_LABELS: Record<ShopAction, string> = {
  accept: 'Accept',
  'start-preparing': 'Start preparing',
  ready: 'Ready for pickup',
};

/** The one forward step the shop may take from `status`, or null (nothing for the shop to do). */
export function nextShopAction(status: OrderStatus): ShopAction | null {
  if (status === 'pending') return 'accept';
  if (status === 'confirmed') return 'start-preparing';
  if (status === 'preparing') return 'ready';
  return null;
}

/** The shop may reject an order it has not yet handed over as ready. */
export const shopMayReject = (status: OrderStatus) =>
  status === 'pending' || status === 'confirmed' || status === 'preparing';

export const REJECT_REASON_MIN = 3;
export const REJECT_REASON_MAX = 300;

/** Reasons a shop most often turns an order down, offered as choices (the customer reads the reason). */
export const COMMON_REJECT_REASONS = [
  'An item is out of stock',
  'The shop is closing early today',
  'We are too busy to prepare it in time',
  'A problem with the order; please contact us',
] as const;

/** `POST /api/merchant/orders/:id/reject`: why the shop cannot fill the order (sent to the customer). */
export const RejectOrderSchema = z.strictObject({
  reason: z
    .string({ error: 'Give a reason for rejecting the order' })
    .trim()
    .min(REJECT_REASON_MIN, `The reason must be at least ${REJECT_REASON_MIN} characters`)
    .max(REJECT_REASON_MAX, `The reason must be at most ${REJECT_REASON_MAX} characters`),
});
export type RejectOrder = z.infer<typeof RejectOrderSchema>;

/** How long the board keeps the orders finished today on it, at most. */
export const BOARD_FINISHED_LIMIT = 30;
/** How many active orders the board shows at most (a shop with more has a problem the board cannot fix). */
export const BOARD_ACTIVE_LIMIT = 200;

const Cents = z.number().int().nonnegative();

/** The courier who took the order, as the shop sees them; the ETA to the shop from their last known position. */
export const BoardCourierSchema = z.strictObject({
  name: z.string(),
  vehicleType: z.enum(VEHICLE_TYPES),
  /** Minutes to the shop; null without a known position, or once the order left the shop. */
  etaMinutes: z.number().int().nonnegative().nullable(),
});
export type BoardCourier = z.infer<typeof BoardCourierSchema>;

/**
 * One order on the shop's board. The customer is a first name and a last initial: the shop never sees the address,
 * phone, e-mail or birth date.
 */
export const MerchantOrderCardSchema = z.strictObject({
  id: z.uuid(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  column: z.enum(BOARD_COLUMNS).nullable(),
  placedAt: Instant,
  updatedAt: Instant,
  /** When the shop accepted it; null while it awaits acceptance. */
  acceptedAt: Instant.nullable(),
  isAsap: z.boolean(),
  windowStart: Instant,
  windowEnd: Instant,
  windowLabel: z.string(),
  /** "2 × Blue Dream (3.5g), 1 × Gummies (unit)". */
  linesSummary: z.string(),
  itemCount: z.number().int().nonnegative(),
  /** The shop's lines at the prices paid, before discounts, fee and tax. */
  subtotalCents: Cents,
  customer: z.string(),
  /** Held for the store's risk review: the shop waits, it cannot act on it. */
  held: z.boolean(),
  courier: BoardCourierSchema.nullable(),
});
export type MerchantOrderCard = z.infer<typeof MerchantOrderCardSchema>;

/** `GET /api/merchant/orders`: the active orders, then those finished today (New York), newest first. */
export const MerchantBoardSchema = z.strictObject({
  active: z.array(MerchantOrderCardSchema),
  finishedToday: z.array(MerchantOrderCardSchema),
});
export type MerchantBoard = z.infer<typeof MerchantBoardSchema>;

export const PickLineSchema = z.strictObject({
  productId: z.uuid(),
  productName: z.string(),
  variantLabel: z.string(),
  quantity: z.number().int().positive(),
  netGramsEach: z.number().nonnegative(),
  netGramsTotal: z.number().nonnegative(),
  limitCategory: z.enum(LIMIT_CATEGORIES),
  /** The batch of the product's latest lab result; null when none is on file. */
  batchNumber: z.string().nullable(),
});
export type PickLine = z.infer<typeof PickLineSchema>;

export const MerchantOrderEventSchema = z.strictObject({
  status: z.enum(ORDER_STATUSES),
  actorRole: z.enum(ACTOR_ROLES),
  note: z.string().nullable(),
  at: Instant,
});

/** `GET /api/merchant/orders/:id` and every action's answer: the card, the pick list and the timeline. */
export const MerchantOrderDetailSchema = z.strictObject({
  order: MerchantOrderCardSchema.extend({
    shopName: z.string(),
    lines: z.array(PickLineSchema),
    events: z.array(MerchantOrderEventSchema),
  }),
});
export type MerchantOrderDetail = z.infer<typeof MerchantOrderDetailSchema>;
