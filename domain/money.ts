/** Money is always an integer number of cents. */
export type Cents = number;

/** 1234567 → '1,234,567'. Not toLocaleString: it builds a number formatter on every call, and a page of product cards
 * calls this hundreds of times while it renders. */
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

export function formatUsd(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const dollars = grouped(Math.floor(abs / 100));
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/** Rate in basis points (1300 = 13%); rounds half-up once, on the whole amount. */
export function percentOf(cents: Cents, basisPoints: number): Cents {
  return Math.floor((cents * basisPoints + 5000) / 10000);
}

export function sumCents(values: readonly Cents[]): Cents {
  return values.reduce((total, v) => total + v, 0);
}
