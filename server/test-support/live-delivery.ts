import type { Product } from '#domain/catalog.ts';
import type { Db } from '#server/db/client.ts';
import { courierClient, type CourierClient } from './couriers.ts';
import { client, type TestApp } from './test-app.ts';
import { BROOKLYN_GUEST } from './guests.ts';

type App = TestApp['app'];

/** Test-app's clients, sent over HTTP to a running server process. Their writes carry ORIGIN, so trust it there. */
export function remoteApp(origin: string): App {
  const request = (input: string, init?: RequestInit) => {
    const url = new URL(input);
    return fetch(new URL(`${url.pathname}${url.search}`, origin), init);
  };
  return { request } as unknown as App;
}

async function expectOk(res: Promise<{ status: number; json: Record<string, any> | null }>, what: string) {
  const { status, json } = await res;
  if (status >= 300) throw new Error(`${what} answered ${status}: ${JSON.stringify(json)}`);
  return json!;
}

/**
 * A guest order for one unit of the best-stocked product, placed and moved to `to` with the dev tools; writes carry
 * `origin` (the test clients' ORIGIN unless given). Each order is a new guest unless `email` is given.
 */
export async function guestOrder(
  app: App,
  devToken: string,
  to = 'ready',
  origin?: string,
  email = `live.${crypto.randomUUID()}@example.test`,
) {
  const guest = client(app);
  const from: Record<string, string> = origin ? { origin } : {};
  const { products } = (await expectOk(guest.call('/api/products'), 'products')) as { products: Product[] };
  const units = (p: Product) => p.variants.find((v) => v.label === 'unit')?.stock ?? 0;
  const product = products.toSorted((a, b) => units(b) - units(a))[0]!;
  const zip = '11201';
  const items = [{ productId: product.id, selectedWeight: 'unit', quantity: 1 }];
  // Quoted with the line, so the windows offered are the ones its shop is open for at any hour of the day.
  const quote = await expectOk(
    guest.call('/api/checkout/quote', { method: 'POST', body: { zip, items }, headers: from }),
    'quote',
  );
  const placed = await expectOk(
    guest.call('/api/checkout', {
      method: 'POST',
      headers: { 'idempotency-key': crypto.randomUUID(), ...from },
      body: {
        ...BROOKLYN_GUEST,
        email,
        zip,
        deliveryTime: quote.asapAvailable ? 'asap' : quote.windows[0].start,
        items,
      },
    }),
    'checkout',
  );
  const order = placed.order as { id: string; orderNumber: string; trackingCode: string };
  await expectOk(
    guest.call(`/api/dev/orders/${order.orderNumber}/advance`, {
      method: 'POST',
      headers: { 'x-dev-token': devToken, ...from },
      body: { to },
    }),
    'dev advance',
  );
  return order;
}

export interface LiveDelivery {
  /** Signed in, PIN set, online, carrying the order. */
  courier: CourierClient;
  orderId: string;
  trackingCode: string;
}

/**
 * A guest order in transit on a running server (DEV_TOOLS on with `devToken`, ORIGIN trusted): a new courier,
 * whose couriers row and role go in over `db`, accepts it and picks it up.
 */
export async function liveDelivery(origin: string, db: Db, devToken: string): Promise<LiveDelivery> {
  const app = remoteApp(origin);
  const courier = await courierClient({ app, db } as TestApp);
  const order = await guestOrder(app, devToken);
  for (const step of ['accept', 'pickup']) {
    const path = `/api/courier/orders/${order.id}/${step}`;
    await expectOk(courier.call(path, { method: 'POST', body: {} }), step);
  }
  return { courier, orderId: order.id, trackingCode: order.trackingCode };
}
