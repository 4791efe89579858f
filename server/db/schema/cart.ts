import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { timestamps, users } from './auth.ts';
import { products } from './catalog.ts';

export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
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
