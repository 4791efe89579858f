import type { DbOrTx } from '#server/db/client.ts';
import { orderNotes } from '#server/db/schema/orders.ts';

/** Adds a staff note to an order, in the caller's transaction. */
export async function insertNote(
  tx: DbOrTx,
  values: { orderId: string; authorUserId: string; text: string },
) {
  const [row] = await tx.insert(orderNotes).values(values).returning({ id: orderNotes.id });
  return row!;
}
