import { createHash, randomUUID } from 'node:crypto';
import type { Product } from '#domain/catalog.ts';
import { ORIGIN } from '#server/test-support/test-app.ts';
import { sleep } from './fault-server.ts';
import { BROOKLYN_GUEST } from '#server/test-support/guests.ts';

export interface CheckoutTarget {
  productId: string;
  deliveryTime: string;
}

/** The best-stocked product sold by the unit, and a delivery time the store accepts now. */
export async function checkoutTarget(origin: string): Promise<CheckoutTarget> {
  const { products } = (await (await fetch(`${origin}/api/products`)).json()) as { products: Product[] };
  const units = (p: Product) => p.variants.find((v) => v.label === 'unit')?.stock ?? -1;
  const product = products.toSorted((a, b) => units(b) - units(a))[0];
  if (!product || units(product) < 0) throw new Error('no product sold by the unit');
  const res = await fetch(`${origin}/api/checkout/quote`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    // Quoted with the line, so the window offered is one its shop is open for at any hour of the day.
    body: JSON.stringify({
      zip: '11201',
      items: [{ productId: product.id, selectedWeight: 'unit', quantity: 1 }],
    }),
  });
  const quote = (await res.json()) as { asapAvailable: boolean; windows: { start: string }[] };
  // The last window offered: still open to orders however long a test holds its requests. ASAP or the first window
  // could close meanwhile (a shop closing at 9 PM refused the held checkouts of a run that crossed it).
  const last = quote.windows.at(-1);
  return { productId: product.id, deliveryTime: last ? last.start : 'asap' };
}

/** A guest order of `quantity` units, with its own e-mail. */
export function guestOrder(target: CheckoutTarget, options: { quantity?: number; couponCode?: string } = {}) {
  return {
    ...BROOKLYN_GUEST,
    email: `fault.${randomUUID()}@example.test`,
    deliveryTime: target.deliveryTime,
    ...(options.couponCode ? { couponCode: options.couponCode } : {}),
    items: [{ productId: target.productId, selectedWeight: 'unit', quantity: options.quantity ?? 1 }],
  };
}

export type GuestOrder = ReturnType<typeof guestOrder>;

export interface Attempt {
  key: string;
  body: GuestOrder;
  /** HTTP status, or null when no complete response came (refused, reset, cut off, timed out). */
  status: number | null;
  orderNumber?: string;
  errorCode?: string;
  failure?: string;
  ms: number;
  /** When the answer (or the failure) came, in ms since the epoch. */
  at: number;
}

/** A short line for failure messages. */
export const outcome = (a: Attempt) =>
  `${a.status ?? 'no answer'} ${a.errorCode ?? a.failure ?? ''} (${a.ms} ms)`;

/**
 * The guest cookie of the buyer's browser. A browser keeps the one the store gives it, and its retries carry it; a
 * buyer here is one browser per e-mail, so a retry of the same body is the same browser. (A checkout without the
 * cookie gets a new guest id, so it could never be replayed.)
 */
const guestCookie = (body: GuestOrder) =>
  `nym.guest=${createHash('sha256').update(body.email).digest('base64url')}`;

/** One POST /api/checkout with its Idempotency-Key, from the buyer's browser; never throws. */
export async function placeOrder(origin: string, key: string, body: GuestOrder, timeoutMs = 8000) {
  const started = Date.now();
  const attempt: Attempt = { key, body, status: null, ms: 0, at: 0 };
  try {
    const res = await fetch(`${origin}/api/checkout`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: ORIGIN,
        'idempotency-key': key,
        cookie: guestCookie(body),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const json = (await res.json()) as { order?: { orderNumber: string }; error?: { code: string } };
    // Only a complete answer counts: a 201 whose body was cut off is an answer the buyer never got.
    attempt.status = res.status;
    if (json.order) attempt.orderNumber = json.order.orderNumber;
    if (json.error) attempt.errorCode = json.error.code;
  } catch (error) {
    attempt.failure = String((error as Error).cause ?? error);
  }
  attempt.at = Date.now();
  attempt.ms = attempt.at - started;
  return attempt;
}

/** `workers` buyers checking out back to back until stopped; every attempt is recorded. */
export function checkoutStream(origin: string, workers: number, order: (n: number) => GuestOrder) {
  const attempts: Attempt[] = [];
  let running = true;
  let n = 0;
  const done = Promise.all(
    Array.from({ length: workers }, async () => {
      while (running) {
        const attempt = await placeOrder(origin, randomUUID(), order((n += 1)));
        attempts.push(attempt);
        if (attempt.status !== 201) await sleep(50);
      }
    }),
  );
  return {
    attempts,
    created: () => attempts.filter((a) => a.status === 201),
    async stop() {
      running = false;
      await done;
      return attempts;
    },
  };
}
