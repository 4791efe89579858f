/** `$45.00` or `$45.00 – $280.00`; a dash when the product has no variants yet. */
export function priceRange(min: number | null, max: number | null, usd: (cents: number) => string) {
  if (min === null || max === null) return '—';
  return min === max ? usd(min) : `${usd(min)} – ${usd(max)}`;
}

/** Dollars typed in the form ↔ the cents the API keeps. */
export const toCents = (dollars: number) => Math.round(dollars * 100);
export const toDollars = (cents: number) => cents / 100;
