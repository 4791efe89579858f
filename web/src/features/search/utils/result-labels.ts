import { CATEGORY_LABELS, STRAIN_LABELS, totalThc, type SearchResult } from '#domain/catalog.ts';
import { formatUsd } from '#domain/money.ts';

/** "$45.00", or "from $45.00" when the product is sold in several weights (all amounts in cents). */
export function resultPrice({ price, prices }: Pick<SearchResult, 'price' | 'prices'>): string {
  const values = Object.values(prices);
  const amount = formatUsd(values.length ? Math.min(...values) : price);
  return values.length > 1 ? `from ${amount}` : amount;
}

/** "Flower · Indica": what the product is, so a search for a strain type shows why each result matched. */
export const resultCategory = (result: SearchResult) =>
  `${CATEGORY_LABELS[result.category]} · ${STRAIN_LABELS[result.strainType]}`;

/** NY labelling: a THCA figure is never shown without total THC (THC + THCA × 0.877) beside it. */
export function resultPotency(result: SearchResult): string | null {
  if (result.thcaPercentage == null) return null;
  const total = totalThc(result.thcPercentage, result.thcaPercentage);
  return `THCA ${result.thcaPercentage.toFixed(1)}% · Total THC ${total?.toFixed(1)}%`;
}
