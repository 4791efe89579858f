import { formatUsd } from '#domain/money.ts';

interface Priced {
  price: number;
  prices: Record<string, number>;
}

/** Lowest price in cents across the weights a product is sold in. */
export function lowestPrice({ price, prices }: Priced): number {
  const values = Object.values(prices);
  return values.length ? Math.min(...values) : price;
}

/** "$45.00" for a single size, "from $45.00" when several weights are sold. */
export function priceLabel(product: Priced): string {
  const amount = formatUsd(lowestPrice(product));
  return Object.keys(product.prices).length > 1 ? `from ${amount}` : amount;
}
