import { randomInt, randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import type pg from 'pg';
import { withClient } from './postgres.ts';
import type { CheckoutResult } from './results.ts';
import { setUnitStock } from '#server/faults/invariants.ts';

interface Product {
  id: string;
  category: string;
  variants: { label: string; stock: number }[];
}

/**
 * A guest order of one unit; every request gets its own e-mail, phone and Idempotency-Key: each is a new buyer, as
 * on a busy evening (one phone for all made the risk score read every earlier bench order as that buyer's history).
 */
function orderBody(productId: string, deliveryTime: string) {
  return {
    fullName: 'Bench Buyer',
    email: `bench-${randomUUID()}@example.test`,
    phone: `2125${randomInt(100_000, 1_000_000)}`,
    birthDate: '1988-03-14',
    street: '1 Bench Street',
    apartment: '',
    zip: '11217',
    residential: true,
    deliveryTime,
    paymentMethod: 'cash',
    ageAttested: true,
    items: [{ productId, selectedWeight: 'unit', quantity: 1 }],
  };
}

async function setup(origin: string) {
  const products = ((await (await fetch(`${origin}/api/products`)).json()) as { products: Product[] })
    .products;
  const product = products.find(
    (p) => p.category === 'edibles' && p.variants.some((v) => v.label === 'unit'),
  );
  if (!product) throw new Error('no edible with a unit variant to order');
  const quote = (await (
    await fetch(`${origin}/api/checkout/quote`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      // Quoted with the line, so the window offered is one its shop is open for at any hour of the day.
      body: JSON.stringify({
        zip: '11217',
        items: [{ productId: product.id, selectedWeight: 'unit', quantity: 1 }],
      }),
    })
  ).json()) as { asapAvailable: boolean; windows: { start: string }[] };
  const deliveryTime = quote.asapAvailable ? 'asap' : quote.windows[0]!.start;
  return { productId: product.id, deliveryTime };
}

const soldOf = (db: pg.Client, productId: string) =>
  db
    .query<{ n: number }>(
      `select coalesce(sum(i.quantity), 0)::int as n from order_items i where i.product_id = $1 and i.variant_label = 'unit'`,
      [productId],
    )
    .then((r) => r.rows[0]!.n);

function fire(origin: string, productId: string, deliveryTime: string, connections: number, seconds: number) {
  return autocannon({
    url: `${origin}/api/checkout`,
    connections,
    duration: seconds,
    timeout: 10,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        setupRequest: (req) => ({
          ...req,
          headers: { ...req.headers, 'idempotency-key': randomUUID() },
          body: JSON.stringify(orderBody(productId, deliveryTime)),
        }),
      },
    ],
  });
}

/**
 * Guest checkouts against a running server on PostgreSQL. With ample stock it measures orders per
 * second and latency; with `stock` set low it is a sell-out: more buyers than units, and the count
 * of units sold beyond the stock (oversold) must be 0.
 */
export async function measureCheckout(
  origin: string,
  databaseUrl: string,
  options: { connections: number; seconds: number; stock: number },
): Promise<CheckoutResult> {
  const { productId, deliveryTime } = await setup(origin);
  const soldBefore = await withClient(databaseUrl, async (db) => {
    await setUnitStock(db, productId, options.stock);
    return soldOf(db, productId);
  });
  const result = await fire(origin, productId, deliveryTime, options.connections, options.seconds);
  // Requests autocannon gave up on may still commit: let them land, then read stock and sales in one snapshot.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const { stockAfter, sold } = await withClient(databaseUrl, async (db) => {
    const { rows } = await db.query<{ stock: number; sold: number }>(
      `select (select stock from product_variants where product_id = $1 and label = 'unit') as stock,
              (select coalesce(sum(quantity), 0)::int from order_items
                where product_id = $1 and variant_label = 'unit') as sold`,
      [productId],
    );
    return { stockAfter: rows[0]!.stock, sold: rows[0]!.sold - soldBefore };
  });
  const created = result['2xx'];
  return {
    connections: options.connections,
    seconds: result.duration,
    stock: options.stock,
    orders: sold,
    ordersPerSecond: result.duration > 0 ? created / result.duration : 0,
    requests: result.requests.total,
    refused: result.non2xx,
    refusedBy: Object.entries(result.statusCodeStats)
      .filter(([code]) => !code.startsWith('2'))
      .map(([code, { count }]) => `${code}×${count}`)
      .join(' '),
    errors: result.errors,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    stockAfter,
    // Units sold that the shelf never had, plus any negative stock: both must be 0.
    oversold: Math.max(0, sold - options.stock) + Math.max(0, -stockAfter),
    // Every unit that left the shelf belongs to an order line, and no line exists without one.
    consistent: options.stock - stockAfter === sold,
  };
}
