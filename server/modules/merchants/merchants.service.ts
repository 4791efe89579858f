import type { Db } from '#server/db/client.ts';
import type { OrdersService } from '#server/modules/orders/orders.service.ts';
import type { EventBus } from '#server/realtime/bus.ts';
import { createMerchantOrders } from './merchant-orders.service.ts';
import { membershipOf, membersOf } from './merchants.queries.ts';

export interface MerchantsDeps {
  db: Db;
  bus: EventBus;
  orders: Pick<OrdersService, 'transition'>;
  now(): Date;
}

/** Partner shops' people and portal: every call acts on the caller's own shop, taken from their membership. */
export function createMerchantsService(deps: MerchantsDeps) {
  const { db } = deps;

  /** The shop a user works for and their place in it (owner or staff); null for none. */
  const membership = (userId: string) => membershipOf(db, userId);

  /** The shop's people, the owner first. */
  const members = (shopId: string) => membersOf(db, shopId);

  return {
    membership,
    members,
    /** The shop's live board, pick lists and steps through the order state machine. */
    orders: createMerchantOrders({ db, orders: deps.orders, now: deps.now }),
  };
}
export type MerchantsService = ReturnType<typeof createMerchantsService>;
