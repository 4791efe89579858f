import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { orders } from '#server/db/schema/orders.ts';

/** Replaces the order's note to the courier (null removes it), in the caller's transaction. */
export async function writeCourierNote(
  tx: DbOrTx,
  orderId: string,
  note: { text: string; by: string; at: Date } | null,
) {
  const [row] = await tx
    .update(orders)
    .set({
      courierNote: note?.text ?? null,
      courierNoteBy: note?.by ?? null,
      courierNoteAt: note?.at ?? null,
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, orderId))
    .returning({ courierUserId: orders.courierUserId });
  return row ?? null;
}
