import type { APIRequestContext, Page } from '@playwright/test';
import { STORE, devToken } from './dev-tools.ts';
import { expect } from './fixtures.ts';
import { MERCHANT_SHOP } from './products.ts';

export { STORE };

/** The dev tool moves an order along as the store itself; its token is written by the e2e server. */
export async function advanceOrder(request: APIRequestContext, reference: string, to?: string) {
  const res = await request.post(`/api/dev/orders/${encodeURIComponent(reference)}/advance`, {
    headers: { 'x-dev-token': devToken(), origin: STORE },
    data: to ? { to } : {},
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/**
 * Resolves once the server confirms a realtime subscription (to a topic whose frame contains `topic`, when given), so
 * no event can slip past the page.
 */
export function realtimeSubscribed(page: Page, topic?: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (
          typeof payload === 'string' &&
          payload.includes('"type":"subscribed"') &&
          (topic === undefined || payload.includes(topic))
        )
          resolve();
      });
    });
  });
}

export interface PlacedOrder {
  id: string;
  orderNumber: string;
  trackingCode: string;
  email: string;
  /** The product and variant ordered (one unit). */
  productId: string;
  variantLabel: string;
}

let placed = 0;

/**
 * Places a guest order for one unit: of the given product's first variant in stock (a test's own product, whose stock
 * it can check exactly), or else of the best-stocked demo variant; ASAP while the store is open, else the first
 * window.
 */
export async function placeGuestOrder(
  request: APIRequestContext,
  tag = 'order',
  {
    product,
    minPriceCents = 0,
    contact,
    address = { street: '245 Atlantic Ave', zip: '11217' },
  }: {
    /** The test's own product (`ownProduct`). */
    product?: { id: string; variants: { label: string; stock: number; priceCents: number }[] };
    /** Only variants at this price or more (one unit reaching an order total). */
    minPriceCents?: number;
    /** The guest's own e-mail and phone (by default a fresh e-mail and the shared e2e phone). */
    contact?: { email: string; phone: string };
    /** Where it goes (by default 245 Atlantic Ave, Brooklyn 11217): its map marker sits on the ZIP's centre. */
    address?: { street: string; zip: string };
  } = {},
): Promise<PlacedOrder> {
  placed += 1;
  const { products } = product
    ? { products: [product] }
    : ((await (await request.get('/api/products')).json()) as {
        products: {
          id: string;
          shop: { name: string };
          variants: { label: string; stock: number; priceCents: number }[];
        }[];
      });
  const [best] = products
    // The demo merchant's shop is the merchant journeys' (closed and reopened there): order elsewhere.
    .filter((p) => product || (p as { shop?: { name: string } }).shop?.name !== MERCHANT_SHOP)
    .flatMap((p) => p.variants.map((variant) => ({ product: p, variant })))
    .filter((c) => c.variant.stock >= (product ? 1 : 3) && c.variant.priceCents >= minPriceCents)
    .sort((a, b) => (product ? 0 : b.variant.stock - a.variant.stock));
  if (!best) throw new Error('no product in stock to order');
  const items = [{ productId: best.product.id, selectedWeight: best.variant.label, quantity: 1 }];
  const quoteRes = await request.post('/api/checkout/quote', {
    headers: { origin: STORE },
    data: { zip: address.zip, couponCode: '', items },
  });
  expect(quoteRes.ok(), await quoteRes.text()).toBe(true);
  const quote = (await quoteRes.json()) as { asapAvailable: boolean; windows: { start: string }[] };
  const stamp = `${Date.now()}-${process.pid}-${placed}`;
  const email = contact?.email ?? `e2e.${tag}.${stamp}@example.test`;
  const res = await request.post('/api/checkout', {
    headers: { origin: STORE, 'idempotency-key': `e2e-${tag}-${stamp}` },
    data: {
      fullName: 'Avery Quinn',
      email,
      phone: contact?.phone ?? '(347) 555-0123',
      birthDate: '1990-04-12',
      street: address.street,
      apartment: '',
      zip: address.zip,
      residential: true,
      deliveryTime: quote.asapAvailable ? 'asap' : quote.windows[0]!.start,
      note: '',
      paymentMethod: 'cash',
      couponCode: '',
      ageAttested: true,
      saveAddress: false,
      items,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { order } = (await res.json()) as {
    order: { id: string; orderNumber: string; trackingCode: string };
  };
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    trackingCode: order.trackingCode,
    email,
    productId: best.product.id,
    variantLabel: best.variant.label,
  };
}
