import { formatUsd, type Cents } from '#domain/money.ts';

/** The buy button's words: the line total follows the quantity ('Add 2 to cart · $70.00'). */
export function addToCartLabel(quantity: number, unitCents: Cents): string {
  const total = formatUsd(unitCents * quantity);
  return quantity > 1 ? `Add ${quantity} to cart · ${total}` : `Add to Cart · ${total}`;
}
