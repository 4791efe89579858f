import type { Tx } from '#server/db/client.ts';
import { coupons } from '#server/db/schema/orders.ts';

/** Demo coupons, so the checkout's coupon rules can be tried. */
export const DEMO_COUPONS = [
  {
    code: 'WELCOME15',
    description: '15% off orders of $60 or more, up to $25 off',
    kind: 'percent' as const,
    value: 15,
    maxDiscountCents: 2500,
    minSubtotalCents: 6000,
    perCustomerLimit: 1,
  },
  {
    code: 'FIVEOFF',
    description: '$5 off orders of $40 or more',
    kind: 'fixed' as const,
    value: 500,
    maxDiscountCents: null,
    minSubtotalCents: 4000,
    perCustomerLimit: null,
  },
];

export async function seedCoupons(tx: Tx) {
  await tx.insert(coupons).values(DEMO_COUPONS);
}
