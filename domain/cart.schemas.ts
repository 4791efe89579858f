import { z } from 'zod';
import { DEFAULT_WEIGHT } from './catalog.ts';
import { ProductSchema } from './catalog.schemas.ts';
import { MAX_LINE_QUANTITY } from './cart.ts';

export const WeightLabelSchema = z
  .string()
  .trim()
  .min(1)
  .max(20)
  .regex(/^[a-z0-9.]+$/i, 'Unknown weight');

export const AddCartItemSchema = z.strictObject({
  productId: z.uuid('Unknown product'),
  quantity: z
    .number()
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(MAX_LINE_QUANTITY),
  selectedWeight: WeightLabelSchema.default(DEFAULT_WEIGHT),
});
export type AddCartItem = z.infer<typeof AddCartItemSchema>;

/** `POST /api/cart/items`: with `replace` the cart is emptied first (a new cart, from another shop). */
export const AddToCartSchema = AddCartItemSchema.extend({ replace: z.boolean().default(false) });
export type AddToCart = z.infer<typeof AddToCartSchema>;

export const UpdateCartItemSchema = z.strictObject({
  quantity: z
    .number()
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(MAX_LINE_QUANTITY),
});

export const MergeCartSchema = z.strictObject({
  items: z.array(AddCartItemSchema).max(100),
});

/** Guest cart entry as kept in the browser (spec §3 field names). */
export const GuestCartEntrySchema = z.object({
  product_id: z.string(),
  quantity: z.number().int().min(1),
  selected_weight: z.string().default(DEFAULT_WEIGHT),
  shop_id: z.string().optional(),
  shop_name: z.string().optional(),
});

export const CartLineSchema = z.strictObject({
  id: z.uuid(),
  productId: z.uuid(),
  quantity: z.number().int().positive(),
  selectedWeight: z.string(),
  product: ProductSchema,
});
export type CartLine = z.infer<typeof CartLineSchema>;
