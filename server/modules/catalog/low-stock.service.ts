import type { DbOrTx } from '#server/db/client.ts';
import { lowStockCount } from './admin-inventory.queries.ts';
import { lowStockVariants } from './stock.queries.ts';

/** The shelf's low-stock alert for the staff dashboard: the variants at or under their threshold, and how many. */
export function createLowStock(db: DbOrTx) {
  return {
    variants: () => lowStockVariants(db),
    count: () => lowStockCount(db),
  };
}
export type LowStock = ReturnType<typeof createLowStock>;
