import { lazyDateFormat } from '#domain/lazy-date-format.ts';
import {
  CATEGORY_LABELS,
  STRAIN_LABELS,
  type Category,
  type StrainType,
  type Variant,
} from '#domain/catalog.ts';

export const categoryLabel = (category: Category) => CATEGORY_LABELS[category];
export const strainLabel = (strain: StrainType) => STRAIN_LABELS[strain];

/** Keeps a quantity with its unit ("10 mg", "1 g", "5 × 0.7 g") on one line in narrow cards. */
export function displayName(name: string): string {
  return name.replace(/(\d) (g|mg)\b/g, '$1\u00a0$2').replace(/(\d) × (\d)/g, '$1\u00a0×\u00a0$2');
}

const grams = (value: number) => `${value} g`;

/** "1 g", or "3.5 g, 7 g, 14 g or 28 g" when several sizes are sold; null when weight is not the measure. */
export function netWeightLabel(variants: readonly Variant[]): string | null {
  const weights = variants.map((v) => v.netGrams).filter((g) => g > 0);
  if (weights.length === 0) return null;
  if (weights.length === 1) return grams(weights[0]!);
  return `${weights.slice(0, -1).map(grams).join(', ')} or ${grams(weights.at(-1)!)}`;
}

const LONG_DATE = lazyDateFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Lab dates are calendar days (YYYY-MM-DD); formatting in UTC keeps them from slipping a day. */
export function formatCalendarDate(isoDay: string): string {
  const date = new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDay : LONG_DATE.format(date);
}
