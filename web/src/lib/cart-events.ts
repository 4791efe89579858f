/** Spec: the cart count refreshes on a window 'cartUpdated' event. */
export const CART_UPDATED = 'cartUpdated';

export function announceCartUpdated() {
  window.dispatchEvent(new Event(CART_UPDATED));
}
