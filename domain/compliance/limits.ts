import type { LimitCategory } from '../catalog.ts';
import { COMPLIANCE } from './rules.ts';

export interface LimitLine {
  limitCategory: LimitCategory;
  netGrams: number;
  quantity: number;
}

export interface Allowance {
  flowerGrams: number;
  concentrateGrams: number;
  flowerLimit: number;
  concentrateLimit: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export function allowanceUsed(lines: readonly LimitLine[]): Allowance {
  let flower = 0;
  let concentrate = 0;
  for (const line of lines) {
    const grams = line.netGrams * line.quantity;
    if (line.limitCategory === 'flower') flower += grams;
    if (line.limitCategory === 'concentrate') concentrate += grams;
  }
  return {
    flowerGrams: round2(flower),
    concentrateGrams: round2(concentrate),
    flowerLimit: COMPLIANCE.flowerGramsPerOrder,
    concentrateLimit: COMPLIANCE.concentrateGramsPerOrder,
  };
}

export function flowerLimitMessage(): string {
  return `New York allows at most ${COMPLIANCE.flowerGramsPerOrder} g (3 oz) of flower per order`;
}

export function concentrateLimitMessage(): string {
  return `New York allows at most ${COMPLIANCE.concentrateGramsPerOrder} g of concentrates per order`;
}

/** Returns the message naming the first limit the lines exceed, or null when within the law. */
export function limitViolation(lines: readonly LimitLine[]): string | null {
  const used = allowanceUsed(lines);
  // Compare in hundredths of a gram so 85.05 is exactly reachable.
  if (Math.round(used.flowerGrams * 100) > Math.round(used.flowerLimit * 100)) return flowerLimitMessage();
  if (Math.round(used.concentrateGrams * 100) > Math.round(used.concentrateLimit * 100)) {
    return concentrateLimitMessage();
  }
  return null;
}
