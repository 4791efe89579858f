import { limitViolation } from '#domain/compliance/limits.ts';
import type { LimitCategory } from '#domain/catalog.ts';
import { AppError } from '#server/lib/errors.ts';

interface LimitedLine {
  quantity: number;
  variant: { limitCategory: LimitCategory; netGrams: number; thcMgPerPackage: number | null };
}

/** Refuses an order over a New York purchase limit (flower, concentrate, edible THC) with the message naming it. */
export function checkLimits(lines: readonly LimitedLine[], edibleMgLimit: number) {
  const violation = limitViolation(
    lines.map((l) => ({
      limitCategory: l.variant.limitCategory,
      netGrams: l.variant.netGrams,
      quantity: l.quantity,
      thcMgPerPackage: l.variant.thcMgPerPackage,
    })),
    edibleMgLimit,
  );
  if (violation) throw new AppError(422, 'purchase_limit', violation);
}
