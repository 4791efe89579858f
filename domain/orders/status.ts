export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'preparing',
  'ready',
  'in_transit',
  'delivered',
  'cancelled',
  'returned',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Who asks for a transition. `system` is the store itself (tests, the advance script, timers). */
export const ACTOR_ROLES = [
  'guest',
  'customer',
  'courier',
  'merchant',
  'support',
  'admin',
  'system',
] as const;
export type ActorRole = (typeof ACTOR_ROLES)[number];

/** The delivery path, in order; `cancelled` and `returned` leave it. */
export const ORDER_FLOW = ['pending', 'confirmed', 'preparing', 'ready', 'in_transit', 'delivered'] as const;

const FINAL: ReadonlySet<OrderStatus> = new Set(['delivered', 'cancelled', 'returned']);
const ACTIVE_BEFORE_PREPARING: ReadonlySet<OrderStatus> = new Set(['pending', 'confirmed']);
/** A shop may reject an order it has not handed over as ready (an item missing, a problem with the order). */
const SHOP_MAY_REJECT: ReadonlySet<OrderStatus> = new Set(['pending', 'confirmed', 'preparing']);

/** Forward steps and who may take them. */
const FORWARD: Record<string, readonly ActorRole[]> = {
  'pending>confirmed': ['merchant', 'admin', 'system'],
  'confirmed>preparing': ['merchant', 'admin', 'system'],
  'preparing>ready': ['merchant', 'admin', 'system'],
  'ready>in_transit': ['courier', 'admin', 'system'],
  'in_transit>delivered': ['courier', 'admin', 'system'],
};

export function isFinal(status: OrderStatus): boolean {
  return FINAL.has(status);
}

/** Null when `role` may move an order from `from` to `to`; otherwise the reason it may not. */
export function transitionProblem(from: OrderStatus, to: OrderStatus, role: ActorRole): string | null {
  if (isFinal(from)) return `This order is already ${statusLabel(from)}`;
  if (to === 'cancelled') {
    if (role === 'admin' || role === 'system') return null;
    if ((role === 'customer' || role === 'guest') && ACTIVE_BEFORE_PREPARING.has(from)) return null;
    if (role === 'customer' || role === 'guest') {
      return 'This order is already being prepared and can no longer be cancelled';
    }
    if (role === 'merchant') {
      return SHOP_MAY_REJECT.has(from)
        ? null
        : 'This order is already ready for pickup; ask our team to cancel it';
    }
    return 'Only the customer, the shop or an admin can cancel an order';
  }
  if (to === 'returned') {
    if (from !== 'in_transit') return 'Only an order out for delivery can be returned';
    return role === 'courier' || role === 'admin' || role === 'system'
      ? null
      : 'Only the courier or an admin can return an order';
  }
  const allowed = FORWARD[`${from}>${to}`];
  if (!allowed) return `An order cannot go from ${statusLabel(from)} to ${statusLabel(to)}`;
  return allowed.includes(role) ? null : `You cannot mark this order ${statusLabel(to)}`;
}

export function canTransition(from: OrderStatus, to: OrderStatus, role: ActorRole): boolean {
  return transitionProblem(from, to, role) === null;
}

/** The next step on the delivery path, or null at its end or off it. */
export function nextStatus(status: OrderStatus): OrderStatus | null {
  const index = ORDER_FLOW.indexOf(status as (typeof ORDER_FLOW)[number]);
  return index >= 0 && index < ORDER_FLOW.length - 1 ? ORDER_FLOW[index + 1]! : null;
}

/** Spec §4: a missing status reads 'pending'; `in_transit` reads 'in transit'. */
export function statusLabel(status: string | null | undefined): string {
  if (!status) return 'pending';
  return status.replace(/_/g, ' ');
}

/** Stock goes back to the shelf when an order ends without a delivery. */
export function returnsStock(to: OrderStatus): boolean {
  return to === 'cancelled' || to === 'returned';
}
