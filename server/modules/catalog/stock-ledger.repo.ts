import { sql } from 'drizzle-orm';
import type { LedgerReason } from '#domain/catalog/admin-rules.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { inventoryMovements, productVariants, products } from '#server/db/schema/catalog.ts';

// The ledger rows an order writes: its checkout's sales and the goods it puts back, in the order's transaction.

/** Who moved the stock for an order, and which order. */
export interface OrderStockCause {
  orderId: string;
  actorRole: string;
  actorUserId: string | null;
}

/** One line a checkout takes off the shelf. */
export interface SaleLine {
  variantId: string;
  merchantId: string;
  quantity: number;
}

/**
 * Takes a checkout's line off the shelf and appends its `sale` row, in one statement; answers the count left, or
 * null when fewer than `quantity` are there (nothing written). The variant's row stays locked to the commit, and a
 * popular item's buyers queue on it: one round trip between the take and the commit, not two.
 */
export async function sellWithLedger(
  tx: DbOrTx,
  cause: OrderStockCause,
  line: SaleLine,
): Promise<number | null> {
  const result = await tx.execute<{ after: number }>(sql`
    with taken as (
      update ${productVariants}
         set stock = stock - ${line.quantity}::int, updated_at = now()
       where id = ${line.variantId}::uuid and stock >= ${line.quantity}::int
      returning id, stock
    ), ledger as (
      insert into ${inventoryMovements}
        (variant_id, merchant_id, before, after, reason, actor_user_id, actor_role, order_id)
      select id, ${line.merchantId}::uuid, stock + ${line.quantity}::int, stock, 'sale', ${cause.actorUserId},
             ${cause.actorRole}, ${cause.orderId}::uuid
        from taken
    )
    select stock as after from taken`);
  const rows = (result as unknown as { rows: { after: number }[] }).rows;
  return rows.length === 1 ? rows[0]!.after : null;
}

/**
 * Puts an order's goods back on the shelf and appends one ledger row per variant, in one statement; `lines` hold
 * each variant once. Answers the products whose stock moved.
 */
export async function putBackWithLedger(
  tx: DbOrTx,
  lines: readonly { variantId: string; quantity: number }[],
  cause: OrderStockCause & { reason: Extract<LedgerReason, 'order_cancelled' | 'returned'> },
): Promise<string[]> {
  if (lines.length === 0) return [];
  const values = sql.join(
    lines.map((l) => sql`(${l.variantId}::uuid, ${l.quantity}::int)`),
    sql`, `,
  );
  const result = await tx.execute<{ product_id: string }>(sql`
    with moved as (
      update ${productVariants} v
         set stock = v.stock + i.quantity, updated_at = now()
        from (values ${values}) as i(variant_id, quantity), ${products} p
       where v.id = i.variant_id and p.id = v.product_id
      returning v.id, v.product_id, p.merchant_id, v.stock as after, i.quantity
    ), ledger as (
      insert into ${inventoryMovements}
        (variant_id, merchant_id, before, after, reason, actor_user_id, actor_role, order_id)
      select id, merchant_id, after - quantity, after, ${cause.reason}, ${cause.actorUserId},
             ${cause.actorRole}, ${cause.orderId}::uuid
        from moved
    )
    select distinct product_id from moved`);
  return (result as unknown as { rows: { product_id: string }[] }).rows.map((r) => r.product_id);
}
