import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { cartItems } from '#server/db/schema/cart.ts';

const lineColumns = {
  id: cartItems.id,
  userId: cartItems.userId,
  productId: cartItems.productId,
  quantity: cartItems.quantity,
  selectedWeight: cartItems.selectedWeight,
};

export type CartRow = {
  id: string;
  userId: string;
  productId: string;
  quantity: number;
  selectedWeight: string;
};

export async function listLines(db: DbOrTx, userId: string, lock = false): Promise<CartRow[]> {
  const query = db
    .select(lineColumns)
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt));
  return lock ? query.for('update') : query;
}

export async function findLine(db: DbOrTx, id: string): Promise<CartRow | null> {
  const [row] = await db.select(lineColumns).from(cartItems).where(eq(cartItems.id, id)).limit(1);
  return row ?? null;
}

export async function upsertLine(
  db: DbOrTx,
  userId: string,
  productId: string,
  selectedWeight: string,
  quantity: number,
) {
  await db
    .insert(cartItems)
    .values({ userId, productId, selectedWeight, quantity })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.productId, cartItems.selectedWeight],
      set: { quantity, updatedAt: sql`now()` },
    });
}

export async function setQuantity(db: DbOrTx, id: string, userId: string, quantity: number) {
  await db
    .update(cartItems)
    .set({ quantity, updatedAt: sql`now()` })
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)));
}

export async function deleteLine(db: DbOrTx, id: string, userId: string) {
  await db.delete(cartItems).where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)));
}

export async function clearLines(db: DbOrTx, userId: string) {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
}
