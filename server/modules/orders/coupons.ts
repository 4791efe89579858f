import type { CustomerIdentity } from '#domain/identity.ts';
import { couponAppliesTo, couponProblem, type CouponTerms } from '#domain/pricing.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { AppError } from '#server/lib/errors.ts';
import { findCouponByCode, redemptionsBy } from './orders.repo.ts';

/** What the order tells the coupon: the first-order rule's answer and its lines' shops, categories and amounts. */
export interface CouponOrder {
  firstOrder: boolean;
  signedIn: boolean;
  lines: readonly { merchantId: string; category: string; subtotalCents: number }[];
}

/**
 * The coupon named at checkout, checked against its dates, limits, minimum, first-order rule and scope; null when
 * none was given.
 */
export async function couponFor(
  tx: DbOrTx,
  code: string,
  /** Who is asking, for a per-customer limit; null when nobody is named yet (a guest's quote). */
  who: CustomerIdentity | null,
  subtotalCents: number,
  now: Date,
  order: CouponOrder,
): Promise<{ id: string; terms: CouponTerms } | null> {
  if (!code) return null;
  const row = await findCouponByCode(tx, code);
  if (!row)
    throw new AppError(422, 'coupon_unknown', `Coupon ${code} was not found`, {
      couponCode: `Coupon ${code} was not found`,
    });
  const terms: CouponTerms = {
    code: row.code,
    kind: row.kind,
    value: row.value,
    maxDiscountCents: row.maxDiscountCents,
    minSubtotalCents: row.minSubtotalCents,
    shopIds: row.shopIds,
    categories: row.categories,
  };
  const matchingSubtotalCents = order.lines
    .filter((l) => couponAppliesTo(terms, l))
    .reduce((sum, l) => sum + l.subtotalCents, 0);
  const usedByCustomer = row.perCustomerLimit === null || !who ? 0 : await redemptionsBy(tx, row.id, who);
  const problem = couponProblem({ ...row, ...terms, usedByCustomer }, subtotalCents, now, {
    firstOrder: order.firstOrder,
    signedIn: order.signedIn,
    matchingSubtotalCents,
  });
  if (problem) throw new AppError(422, 'coupon_invalid', problem, { couponCode: problem });
  return { id: row.id, terms };
}
