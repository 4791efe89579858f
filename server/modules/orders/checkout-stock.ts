import type { Tx } from '#server/db/client.ts';
import { AppError } from '#server/lib/errors.ts';
import type { PricedLine } from './checkout.service.ts';
import { variantsForSale } from './orders.queries.ts';
import type { OrdersDeps } from './orders.deps.ts';

// The shelf at checkout: a sell-out refused before any write, and the take itself as the order's last write.

/** The refusal of a line the shelf has `left` of (fewer than asked). */
function shortOf(line: PricedLine, left: number) {
  const name = `${line.variant.productName} (${line.variant.label})`;
  return new AppError(
    409,
    'out_of_stock',
    left === 0 ? `${name} is out of stock` : `Only ${left} left of ${name}; lower the quantity to order`,
  );
}

/** Refuses, before any write, a line the shelf did not have when the lines were read (the common sell-out). */
export function checkShelf(lines: readonly PricedLine[]) {
  const short = lines.find((l) => l.variant.stock < l.quantity);
  if (short) throw shortOf(short, Math.max(0, short.variant.stock));
}

/**
 * Takes every line off the shelf, each with its sale row in the ledger. It is the checkout's last write: a variant's
 * row stays locked from its take to the commit, and a popular item's buyers queue on that lock, so everything else
 * of the order is written before it.
 */
export async function sellAll(
  deps: OrdersDeps,
  tx: Tx,
  cause: Parameters<OrdersDeps['catalog']['stock']['sell']>[1],
  lines: readonly PricedLine[],
) {
  // In one order of variants for every checkout, so two carts holding the same two items never wait on each other.
  for (const line of lines.toSorted((a, b) => a.variant.variantId.localeCompare(b.variant.variantId))) {
    const { variantId, merchantId } = line.variant;
    const after = await deps.catalog.stock.sell(tx, cause, {
      variantId,
      merchantId,
      quantity: line.quantity,
    });
    if (after !== null) continue;
    // Another checkout took the last units since the lines were read: the count left now.
    const [fresh] = (await variantsForSale(tx, [line.productId])).filter((v) => v.variantId === variantId);
    throw shortOf(line, fresh?.stock ?? 0);
  }
}
