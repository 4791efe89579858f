import type { CustomerIdentity } from '#domain/identity.ts';
import { couponAppliesTo, couponProblem, type CouponTerms } from '#domain/pricing.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { AppError } from '#server/lib/errors.ts';
import { findCouponByCode, redemptionsBy } from './orders.repo.ts';

/** An order line as the coupon's terms read it: its shop, category and amount. */
export interface CouponLine {
  merchantId: string;
  category: string;
  unitPriceCents: number;
  quantity: number;
}

const amount = (lines: readonly CouponLine[]) => lines.reduce((s, l) => s + l.unitPriceCents * l.quantity, 0);

/** The lines as `priceOrder` reads them, each marked in or out of the coupon's shop and category scope. */
export const scopedLines = (terms: CouponTerms | null, lines: readonly CouponLine[]) =>
  lines.map((l) => ({
    unitPriceCents: l.unitPriceCents,
    quantity: l.quantity,
    couponApplies: !terms || couponAppliesTo(terms, l),
  }));

/**
 * The coupon named at checkout, checked against its dates, limits, minimum, first-order rule (`firstOrder`: the
 * first-order discount's own answer) and scope; null when none was given.
 */
export async function couponFor(
  tx: DbOrTx,
  code: string,
  /** Who is asking, for a per-customer limit; null when nobody is named yet (a guest's quote). */
  who: CustomerIdentity | null,
  now: Date,
  order: { firstOrder: boolean; lines: readonly CouponLine[] },
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
  const usedByCustomer = row.perCustomerLimit === null || !who ? 0 : await redemptionsBy(tx, row.id, who);
  const problem = couponProblem({ ...row, ...terms, usedByCustomer }, amount(order.lines), now, {
    firstOrder: order.firstOrder,
    signedIn: Boolean(who?.userId),
    matchingSubtotalCents: amount(order.lines.filter((l) => couponAppliesTo(terms, l))),
  });
  if (problem) throw new AppError(422, 'coupon_invalid', problem, { couponCode: problem });
  return { id: row.id, terms };
}
