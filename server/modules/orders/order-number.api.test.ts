import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '#server/db/schema/orders.ts';
import { isUniqueViolation } from '#server/db/unique-violation.ts';
import { placeGuestOrder, stockedProduct } from '#server/test-support/admin-orders.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';
import { insertOrder, type OrderRow } from './orders.repo.ts';

// The order number is drawn at random and kept unique by its index, in the insert's own statement (no look-up first).
const t = useTestApp({ RATE_LIMIT_ENABLED: 'false' }, { now: () => new Date('2026-11-23T17:00:00Z') });
let placed: OrderRow;
beforeAll(async () => {
  const { productId } = await stockedProduct(t);
  const { id } = await placeGuestOrder(t, productId);
  [placed] = (await t.db.select().from(orders).where(eq(orders.id, id))) as [OrderRow];
});

/** A new order like the placed one, under its own tracking code and Idempotency-Key unless told otherwise. */
function another(
  { id: _id, orderNumber: _number, createdAt: _c, updatedAt: _u, ...row }: OrderRow,
  key: string,
) {
  return { ...row, trackingCode: `T${key.toUpperCase().padEnd(15, 'X')}`, idempotencyKey: key };
}

/** Rolls back whatever `fn` wrote. */
async function inRolledBack<T>(
  fn: (tx: Parameters<Parameters<typeof t.db.transaction>[0]>[0]) => Promise<T>,
) {
  let out: T | undefined;
  await t.db
    .transaction(async (tx) => {
      out = await fn(tx);
      throw new Error('roll back');
    })
    .catch((error: unknown) => {
      if (!(error instanceof Error) || error.message !== 'roll back') throw error;
    });
  return out!;
}

describe('a new order number', () => {
  it('is drawn again when another order holds it', async () => {
    const draws = [placed.orderNumber, 'NYM-ZZZZZZ'];
    const row = await inRolledBack((tx) =>
      insertOrder(tx, another(placed, 'number-taken'), () => draws.shift()!),
    );
    expect(row.orderNumber).toBe('NYM-ZZZZZZ');
    expect(draws).toEqual([]);
  });

  it("leaves the Idempotency-Key's conflict to the caller (its replay)", async () => {
    const error = await inRolledBack((tx) =>
      insertOrder(tx, { ...another(placed, 'same-key'), idempotencyKey: placed.idempotencyKey }).then(
        () => null,
        (e: unknown) => e,
      ),
    ).catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
  });
});
