import { open, own, type RouteAccess } from './access-roles.ts';

/**
 * Web Push: the key is public; a customer's browsers are theirs alone. Subscribing needs the customer role, which
 * couriers' accounts keep (they order too); staff-only accounts get 403.
 */
export const PUSH_ACCESS = {
  'GET /api/push/public-key': open('the VAPID public key browsers subscribe with; public by design'),
  'POST /api/push/subscriptions': {
    allow: ['customer', 'owner', 'otherCustomer', 'courier', 'assignedCourier'],
    roles: ['customer'],
    note: "the caller's own browser; another account's endpoint only with that browser's keys; rate-limited",
  },
  'DELETE /api/push/subscriptions': own(['owner'], "the caller's own subscription; anyone else's is a 404"),
} as const satisfies Record<string, RouteAccess>;
