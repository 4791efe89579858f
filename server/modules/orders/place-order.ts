import type { Checkout } from '#domain/checkout.schemas.ts';
import { ADMIN_ORDERS_TOPIC, merchantTopic, orderTopic } from '#domain/realtime.ts';
import { isUniqueViolation } from '#server/db/unique-violation.ts';
import { AppError } from '#server/lib/errors.ts';
import {
  hashRequest,
  idempotencyScope,
  placeInTransaction,
  type CheckoutCaller,
} from './checkout.service.ts';
import type { createOrderViews } from './order-views.ts';
import type { OrdersDeps } from './orders.deps.ts';
import { findOrderByKey } from './orders.repo.ts';

/** Checkout's use case: an order placed once per Idempotency-Key, its events sent, its view answered. */
export function createPlaceOrder(
  deps: OrdersDeps,
  { view, placedView }: Pick<ReturnType<typeof createOrderViews>, 'view' | 'placedView'>,
) {
  const { db } = deps;

  async function replay(scope: string, key: string, input: Checkout) {
    const existing = await findOrderByKey(db, scope, key);
    if (!existing) return null;
    if (existing.requestHash !== hashRequest(input)) {
      throw new AppError(
        422,
        'idempotency_mismatch',
        'This checkout was already submitted with different details',
      );
    }
    return { order: await view(existing), replayed: true };
  }

  /**
   * Places an order once per Idempotency-Key; a replay returns the first result. A conflict (409: stock, a shop
   * closed meanwhile; or the key reused for another cart) is counted for the operator's metrics.
   */
  async function place(caller: CheckoutCaller, key: string, input: Checkout) {
    try {
      const result = await placeOnce(caller, key, input);
      if (!result.replayed) deps.metrics.orderPlaced();
      return result;
    } catch (error) {
      if (error instanceof AppError && (error.status === 409 || error.code === 'idempotency_mismatch')) {
        deps.metrics.checkoutConflict(error.code);
      }
      throw error;
    }
  }

  async function placeOnce(caller: CheckoutCaller, key: string, input: Checkout) {
    const { userId } = caller;
    const scope = idempotencyScope(caller, input.email);
    const earlier = await replay(scope, key, input);
    if (earlier) return earlier;
    let placed: Awaited<ReturnType<typeof placeInTransaction>>;
    try {
      placed = await db.transaction((tx) =>
        placeInTransaction(deps, tx, {
          userId,
          scope,
          key,
          input,
          now: deps.now(),
          deviceId: caller.deviceId,
        }),
      );
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const raced = await replay(scope, key, input);
      if (!raced) throw error;
      return raced;
    }
    const { order } = placed;
    const at = new Date().toISOString();
    const created = { kind: 'order.created', orderId: order.id, at } as const;
    const status = { kind: 'order.status', orderId: order.id, status: order.status, at } as const;
    // One NOTIFY for the stock's event and the order's four.
    await deps.bus.publishAll([
      deps.catalog.changedEvent(placed.productIds),
      { topic: ADMIN_ORDERS_TOPIC, event: created },
      ...(order.merchantId ? [{ topic: merchantTopic(order.merchantId), event: created }] : []),
      { topic: ADMIN_ORDERS_TOPIC, event: status },
      { topic: orderTopic(order.id), event: status },
    ]);
    void deps.notifier.flush();
    return { order: placedView(placed), replayed: false };
  }

  return place;
}
