import { MIXED_SHOPS } from '#domain/cart-shops.ts';
import { ApiError } from '#web/lib/api-client.ts';

/** The form's fields in screen order: the first one with a server error gets the focus. */
export const CHECKOUT_FIELDS = [
  'fullName',
  'email',
  'phone',
  'birthDate',
  'street',
  'apartment',
  'zip',
  'residential',
  'deliveryTime',
  'note',
  'paymentMethod',
  'couponCode',
  'ageAttested',
] as const;
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];

export interface CheckoutAlert {
  message: string;
  /** Stock or cart problems: the fix is in the cart. */
  toCart: boolean;
}

export interface CheckoutErrorView {
  /** Field messages in screen order. */
  fields: [CheckoutField, string][];
  alert: CheckoutAlert | null;
  /** The Idempotency-Key was used with other details: start a fresh attempt. */
  newKey: boolean;
}

const CART_CODES = new Set(['out_of_stock', 'unavailable', 'empty_cart', 'purchase_limit', MIXED_SHOPS]);
export const SERVER_FAULT = 'We could not place your order just now. Nothing was charged; please try again.';
export const UNKNOWN_FAULT = 'Something went wrong. Please try again.';

/** A refusal whose fix is in the cart (a mixed cart, stock, limits): the way on is back to the cart. */
export const isCartProblem = (error: unknown) => error instanceof ApiError && CART_CODES.has(error.code);

const isField = (name: string): name is CheckoutField =>
  (CHECKOUT_FIELDS as readonly string[]).includes(name);

/** Where a failed checkout's messages go: onto their fields, else into the alert above the button. */
export function describeCheckoutError(error: unknown): CheckoutErrorView {
  if (!(error instanceof ApiError))
    return { fields: [], alert: { message: UNKNOWN_FAULT, toCart: false }, newKey: false };
  if (error.status === 0 || error.status >= 500) {
    const message = error.status === 0 ? error.message : SERVER_FAULT;
    return { fields: [], alert: { message, toCart: false }, newKey: false };
  }
  const fields = CHECKOUT_FIELDS.flatMap((name): [CheckoutField, string][] => {
    const message = error.fields[name];
    return message ? [[name, message]] : [];
  });
  const unplaced = Object.keys(error.fields).some((name) => !isField(name));
  const alert =
    fields.length === 0 || unplaced ? { message: error.message, toCart: isCartProblem(error) } : null;
  return { fields, alert, newKey: error.code === 'idempotency_mismatch' };
}
