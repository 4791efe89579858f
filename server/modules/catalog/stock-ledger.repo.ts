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

/** One line a checkout took off the shelf: the variant's count after the take. */
export interface SoldLine {
  variantId: string;
  merchantId: string;
  quantity: number;
  after: number;
}

/** The checkout's `sale` rows in one multi-row insert (the takes already hold each variant's row lock). */
export async function insertSaleRows(tx: DbOrTx, cause: OrderStockCause, lines: readonly SoldLine[]) {
  if (lines.length === 0) return;
  await tx.insert(inventoryMovements).values(
    lines.map((l) => ({
      variantId: l.variantId,
      merchantId: l.merchantId,
      before: l.after + l.quantity,
      after: l.after,
      reason: 'sale' as const,
      actorUserId: cause.actorUserId,
      actorRole: cause.actorRole,
      orderId: cause.orderId,
    })),
  );
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
