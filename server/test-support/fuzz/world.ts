import type { Product } from '#domain/catalog.ts';
import { sql } from 'drizzle-orm';
import { client, sqlRows, type TestApp } from '../test-app.ts';
import type { fuzzIdentities } from './identities.ts';
import type { Endpoint } from './requests.ts';
import type { World } from './samples.ts';
import { MANHATTAN_GUEST } from '../guests.ts';

type Identities = Awaited<ReturnType<typeof fuzzIdentities>>;
type Client = Identities['customer'];
type Order = { order: { id: string; orderNumber: string; trackingCode: string } };

async function ok<T>(pending: Promise<{ status: number; json: Record<string, any> | null }>, what: string) {
  const res = await pending;
  if (res.status >= 300) throw new Error(`${what} answered ${res.status}: ${JSON.stringify(res.json)}`);
  return res.json as T;
}

/** Every route the app serves: a route whose handler takes `next` is middleware, not an endpoint. */
export function endpointsOf(app: TestApp['app']): Endpoint[] {
  const keys = new Map<string, Endpoint>();
  for (const { method, path, handler } of app.routes) {
    if (handler.length >= 2) continue;
    keys.set(`${method} ${path}`, { method, path, key: `${method} ${path}` });
  }
  return [...keys.values()];
}

const checkoutBody = (email: string, extra: Record<string, unknown> = {}) => ({
  ...MANHATTAN_GUEST,
  email,
  ...extra,
});

/** A guest order moved to ready by the store, then accepted and picked up by the courier. */
async function delivery(t: TestApp, courier: Client, items: unknown[]) {
  const guest = client(t.app);
  const { order } = await ok<Order>(
    guest.call('/api/checkout', {
      method: 'POST',
      headers: { 'idempotency-key': 'fuzz-world-delivery' },
      body: checkoutBody('casey.world@example.test', { items }),
    }),
    'guest checkout',
  );
  await ok(
    guest.call(`/api/dev/orders/${order.orderNumber}/advance`, {
      method: 'POST',
      headers: { 'x-dev-token': t.services.env.DEV_TOKEN },
      body: { to: 'ready' },
    }),
    'advance',
  );
  for (const step of ['accept', 'pickup']) {
    await ok(courier.call(`/api/courier/orders/${order.id}/${step}`, { method: 'POST' }), step);
  }
  return order.id;
}

/** An order, a cart line and a saved address owned by the customer, a delivery the courier holds, catalog and blog names. */
export async function buildWorld(t: TestApp, { customer, courier }: Identities): Promise<World> {
  const anonymous = client(t.app);
  const { products } = await ok<{ products: Product[] }>(anonymous.call('/api/products'), 'products');
  const product = products.find((p) => p.variants.some((v) => v.stock >= 20))!;
  const weight = product.variants.find((v) => v.stock >= 20)!.label;
  const { posts } = await ok<{ posts: { slug: string }[] }>(anonymous.call('/api/blog'), 'blog');
  const line = { productId: product.id, quantity: 1, selectedWeight: weight };
  await ok(customer.call('/api/cart/items', { method: 'POST', body: line }), 'add to cart');
  const { order } = await ok<Order>(
    customer.call('/api/checkout', {
      method: 'POST',
      headers: { 'idempotency-key': 'fuzz-world-order' },
      body: checkoutBody('avery.world@example.test', { saveAddress: true }),
    }),
    'checkout',
  );
  const { items } = await ok<{ items: { id: string }[] }>(
    customer.call('/api/cart/items', { method: 'POST', body: line }),
    'add to cart',
  );
  const { addresses } = await ok<{ addresses: { id: string }[] }>(customer.call('/api/account'), 'account');
  return {
    productId: product.id,
    productSlug: product.slug,
    weight,
    blogSlug: posts[0]!.slug,
    orderId: order.id,
    deliveryId: await delivery(t, courier, [line]),
    orderNumber: order.orderNumber,
    trackingCode: order.trackingCode,
    orderEmail: 'avery.world@example.test',
    cartLineId: items[0]!.id,
    addressId: addresses[0]!.id,
    devToken: t.services.env.DEV_TOKEN,
    chatSessionId: (
      await ok<{ session: { id: string } }>(customer.call('/api/chat/sessions', { method: 'POST' }), 'chat')
    ).session.id,
  };
}

/** Puts back what earlier routes' accepted requests used up: a cart line and a saved address of the customer. */
export async function refreshWorld(t: TestApp, identities: Identities, world: World) {
  const cookie = identities.cookie('customer');
  const items = async (res: Response | Promise<Response>) =>
    ((await (await res).json()) as { items?: { id: string }[] }).items;
  let lines = await items(identities.call('/api/cart', cookie));
  if (!lines?.length) {
    const line = { productId: world.productId, quantity: 1, selectedWeight: world.weight };
    lines = await items(identities.call('/api/cart/items', cookie, line));
  }
  // A cart that cannot take the line (stock or limits used up by earlier routes) keeps the old, now unknown, id.
  world.cartLineId = lines?.[0]?.id ?? world.cartLineId;
  const email = identities.accounts.customer;
  const address = async () =>
    (
      await sqlRows<{ id: string }>(
        t.db,
        sql`select a.id from saved_addresses a join users u on u.id = a.user_id where u.email = ${email} limit 1`,
      )
    )[0]?.id;
  if (!(await address())) {
    await t.db
      .execute(sql`insert into saved_addresses (user_id, label, street, apartment, zip, borough, is_default)
      select id, 'Home', '75 Ninth Avenue', '4B', '10011', 'Manhattan', true from users where email = ${email}`);
  }
  world.addressId = (await address())!;
}
