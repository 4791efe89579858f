import type { Role } from '#domain/auth.ts';
import { can } from '#domain/permissions.ts';
import type { PushSubscriptionRow } from './push-subscriptions.repo.ts';

/** Order alerts are for the people who order: accounts that follow their own orders. */
export const maySubscribe = (roles: readonly Role[]) => can(roles, 'orders:read:own');

/** A subscription is its account's alone; anyone else is told it does not exist. */
export function ownsSubscription(
  userId: string,
  row: PushSubscriptionRow | null,
): row is PushSubscriptionRow {
  return row !== null && row.userId === userId;
}
