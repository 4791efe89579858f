import type { LimitCategory } from '../catalog.ts';
import { COMPLIANCE } from './rules.ts';

export interface LimitLine {
  limitCategory: LimitCategory;
  netGrams: number;
  quantity: number;
  /** THC in one package, for the `edible` limit category (mg). */
  thcMgPerPackage?: number | null;
}

export interface Allowance {
  flowerGrams: number;
  concentrateGrams: number;
  flowerLimit: number;
  concentrateLimit: number;
  edibleMg: number;
  edibleMgLimit: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Grams of flower and concentrate, and mg of edible THC (per package × quantity), against each limit. */
export function allowanceUsed(
  lines: readonly LimitLine[],
  edibleMgLimit: number = COMPLIANCE.edibleMgPerOrder,
): Allowance {
  let flower = 0;
  let concentrate = 0;
  let edibleMg = 0;
  for (const line of lines) {
    const grams = line.netGrams * line.quantity;
    if (line.limitCategory === 'flower') flower += grams;
    if (line.limitCategory === 'concentrate') concentrate += grams;
    if (line.limitCategory === 'edible') edibleMg += (line.thcMgPerPackage ?? 0) * line.quantity;
  }
  return {
    flowerGrams: round2(flower),
    concentrateGrams: round2(concentrate),
    flowerLimit: COMPLIANCE.flowerGramsPerOrder,
    concentrateLimit: COMPLIANCE.concentrateGramsPerOrder,
    edibleMg: round2(edibleMg),
    edibleMgLimit,
  };
}

export function flowerLimitMessage(): string {
  return `New York allows at most ${COMPLIANCE.flowerGramsPerOrder} g (3 oz) of flower per order`;
}

export function concentrateLimitMessage(): string {
  return `New York allows at most ${COMPLIANCE.concentrateGramsPerOrder} g of concentrates per order`;
}

/** The edible limit's refusal, worded as the flower and concentrate ones (the limit is the store's setting). */
export function edibleLimitMessage(limitMg: number = COMPLIANCE.edibleMgPerOrder): string {
  return `New York allows at most ${limitMg.toLocaleString('en-US')} mg of edible THC per order`;
}

/**
 * Returns the message naming the first limit the lines exceed, or null when within the law. `edibleMgLimit` is the
 * store setting (`edibleLimits.mgPerOrder`).
 */
export function limitViolation(
  lines: readonly LimitLine[],
  edibleMgLimit: number = COMPLIANCE.edibleMgPerOrder,
): string | null {
  const used = allowanceUsed(lines, edibleMgLimit);
  // Compare in hundredths of a gram so 85.05 is exactly reachable.
  if (Math.round(used.flowerGrams * 100) > Math.round(used.flowerLimit * 100)) return flowerLimitMessage();
  if (Math.round(used.concentrateGrams * 100) > Math.round(used.concentrateLimit * 100)) {
    return concentrateLimitMessage();
  }
  if (Math.round(used.edibleMg * 100) > Math.round(edibleMgLimit * 100))
    return edibleLimitMessage(edibleMgLimit);
  return null;
}
