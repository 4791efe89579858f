/** Money is always an integer number of cents. */
export type Cents = number;

export function formatUsd(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const dollars = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/** Rate in basis points (1300 = 13%); rounds half-up once, on the whole amount. */
export function percentOf(cents: Cents, basisPoints: number): Cents {
  return Math.floor((cents * basisPoints + 5000) / 10000);
}

export function sumCents(values: readonly Cents[]): Cents {
  return values.reduce((total, v) => total + v, 0);
}
