/**
 * The pages where a customer is buying: the product page's buy box, the cart and the checkout flow. Promotions and
 * floating helpers step aside there, so nothing stands between the customer and the task (issue: layers).
 */
export type TaskPage = 'product' | 'cart' | 'checkout';

const TASK_PATHS: readonly [RegExp, TaskPage][] = [
  [/^\/product\/[^/]+\/?$/, 'product'],
  [/^\/cart\/?$/, 'cart'],
  [/^\/(checkout|order-confirmation)(\/|$)/, 'checkout'],
];

export function taskPage(pathname: string): TaskPage | null {
  return TASK_PATHS.find(([pattern]) => pattern.test(pathname))?.[1] ?? null;
}

/** Checkout is a focused flow (as Shopify's): no promotion at all, not even an in-page one. */
export const isCheckoutFlow = (pathname: string) => taskPage(pathname) === 'checkout';
