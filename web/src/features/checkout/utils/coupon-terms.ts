import { formatUsd } from '#domain/money.ts';
import type { CouponTerms } from '#domain/pricing.ts';

/** A coupon's terms in words: '15% off, up to $25.00, on orders of $60.00 or more'. */
export function couponTermsText(terms: CouponTerms): string {
  if (terms.kind === 'free_delivery') {
    return terms.minSubtotalCents > 0
      ? `free delivery on orders of ${formatUsd(terms.minSubtotalCents)} or more`
      : 'free delivery';
  }
  const parts = [terms.kind === 'percent' ? `${terms.value}% off` : `${formatUsd(terms.value)} off`];
  if (terms.kind === 'percent' && terms.maxDiscountCents !== null)
    parts.push(`up to ${formatUsd(terms.maxDiscountCents)}`);
  if (terms.minSubtotalCents > 0) parts.push(`on orders of ${formatUsd(terms.minSubtotalCents)} or more`);
  return parts.join(', ');
}
