import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { products } from './catalog.ts';
import { belongsTo, belongsToAccount, timestamps, uuidKey } from './columns.ts';

export const cartItems = pgTable(
  'cart_items',
  {
    id: uuidKey(),
    userId: belongsToAccount('user_id', () => users.id),
    productId: belongsTo('product_id', () => products.id),
    quantity: integer('quantity').notNull(),
    selectedWeight: text('selected_weight').notNull().default('unit'),
    ...timestamps,
  },
  (t) => [
    unique('cart_items_user_product_weight_key').on(t.userId, t.productId, t.selectedWeight),
    index('cart_items_user_idx').on(t.userId),
    check('cart_items_quantity_positive', sql`${t.quantity} >= 1`),
  ],
);
