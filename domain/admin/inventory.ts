import { z } from 'zod';
import { CATEGORIES } from '../catalog.ts';
import { ADMIN_STOCK_REASONS, LEDGER_REASONS } from '../catalog/admin-rules.ts';
import { Instant } from '../orders/tracking-response.ts';
import { PAGE_LINK_EXPIRED, pageCursor, pageSize, searchText } from './list-query.ts';

export const INVENTORY_PAGE_MAX = 100;
export const STOCK_MAX = 100_000;

export const INVENTORY_MESSAGES = {
  variantNotFound: 'Product variant not found',
  belowZero: 'Stock cannot go below zero',
  noChange: 'Enter a count or a change other than zero',
  badCursor: PAGE_LINK_EXPIRED,
} as const;

/** How every ledger reason reads on the staff screens. */
export const LEDGER_REASON_LABELS: Record<(typeof LEDGER_REASONS)[number], string> = {
  received: 'Received',
  damaged: 'Damaged',
  count_correction: 'Count correction',
  returned: 'Returned',
  sold_out: 'Sold out',
  back_in_stock: 'Back in stock',
  sale: 'Sale',
  order_cancelled: 'Order cancelled',
};

const Optional = searchText();
const Cursor = pageCursor(400, INVENTORY_MESSAGES.badCursor);
const Limit = pageSize(INVENTORY_PAGE_MAX);

/** `GET /api/admin/inventory`: variants by product name, keyset pages; search by product name or SKU. */
export const InventoryQuerySchema = z.object({
  q: Optional,
  shop: z.uuid('Choose a valid shop').optional(),
  category: z.enum(CATEGORIES, { error: 'Choose a valid category' }).optional(),
  low: z.enum(['yes', 'no'], { error: 'Choose low stock or all' }).optional(),
  cursor: Cursor,
  limit: Limit,
});
export type InventoryQuery = z.infer<typeof InventoryQuerySchema>;

const Count = z
  .number({ error: 'Enter a count' })
  .int('Enter a whole number')
  .min(0, 'Stock cannot be negative')
  .max(STOCK_MAX, 'That count looks too high');
const Delta = z
  .number({ error: 'Enter how many to add or remove' })
  .int('Enter a whole number')
  .min(-STOCK_MAX, 'That change looks too large')
  .max(STOCK_MAX, 'That change looks too large')
  .refine((n) => n !== 0, INVENTORY_MESSAGES.noChange);
const Reason = z.enum(ADMIN_STOCK_REASONS, { error: 'Choose a reason' });
const Note = z.string().trim().max(200, 'Keep the note under 200 characters').optional();

/** An admin's stock change: a new count (`stock`) or units added or removed (`delta`), always with a reason. */
export const InventoryAdjustSchema = z.discriminatedUnion(
  'mode',
  [
    z.strictObject({ mode: z.literal('set'), stock: Count, reason: Reason, note: Note }),
    z.strictObject({ mode: z.literal('delta'), delta: Delta, reason: Reason, note: Note }),
  ],
  { error: 'Choose a new count or a change' },
);
export type InventoryAdjust = z.infer<typeof InventoryAdjustSchema>;

export const ThresholdSchema = z.strictObject({
  threshold: z
    .number({ error: 'Enter a threshold' })
    .int('Enter a whole number')
    .min(0, 'The threshold cannot be negative')
    .max(10_000, 'That threshold looks too high'),
});

export const InventoryRowSchema = z.strictObject({
  variantId: z.uuid(),
  productId: z.uuid(),
  productName: z.string(),
  productStatus: z.enum(['draft', 'active', 'archived']),
  category: z.enum(CATEGORIES),
  label: z.string(),
  sku: z.string().nullable(),
  shopId: z.uuid(),
  shopName: z.string(),
  stock: z.number().int().nonnegative(),
  threshold: z.number().int().nonnegative(),
  low: z.boolean(),
  lastMovementAt: Instant.nullable(),
});
export type InventoryRow = z.infer<typeof InventoryRowSchema>;

export const InventoryPageSchema = z.strictObject({
  rows: z.array(InventoryRowSchema),
  nextCursor: z.string().nullable(),
  /** Variants at or under their own threshold, across the store (the filters do not change it). */
  lowStockCount: z.number().int().nonnegative(),
});
export type InventoryPage = z.infer<typeof InventoryPageSchema>;

export const InventoryRowResponseSchema = z.strictObject({ row: InventoryRowSchema });
export type InventoryRowResponse = z.infer<typeof InventoryRowResponseSchema>;

export const MovementsQuerySchema = z.object({ cursor: Cursor, limit: Limit });

export const MovementSchema = z.strictObject({
  id: z.number().int(),
  at: Instant,
  reason: z.enum(LEDGER_REASONS),
  before: z.number().int(),
  after: z.number().int(),
  note: z.string().nullable(),
  actorRole: z.string(),
  actorName: z.string().nullable(),
  orderId: z.uuid().nullable(),
  orderNumber: z.string().nullable(),
});
export type Movement = z.infer<typeof MovementSchema>;

export const MovementsPageSchema = z.strictObject({
  movements: z.array(MovementSchema),
  nextCursor: z.string().nullable(),
});
export type MovementsPage = z.infer<typeof MovementsPageSchema>;
