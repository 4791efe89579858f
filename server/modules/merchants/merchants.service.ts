import type { Db } from '#server/db/client.ts';
import type { EventBus } from '#server/realtime/bus.ts';
import { membershipOf, membersOf } from './merchants.queries.ts';

export interface MerchantsDeps {
  db: Db;
  bus: EventBus;
  now(): Date;
}

/** Partner shops' people and portal: every call acts on the caller's own shop, taken from their membership. */
export function createMerchantsService(deps: MerchantsDeps) {
  const { db } = deps;

  /** The shop a user works for and their place in it (owner or staff); null for none. */
  const membership = (userId: string) => membershipOf(db, userId);

  /** The shop's people, the owner first. */
  const members = (shopId: string) => membersOf(db, shopId);

  return { membership, members };
}
export type MerchantsService = ReturnType<typeof createMerchantsService>;
