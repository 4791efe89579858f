import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#domain/catalog.ts';
import { checkoutBody } from '#server/test-support/access/world.ts';
import { client, signedInClient } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';

const t = useTestApp({}, { now: () => new Date('2026-11-23T17:00:00Z') });
let productId: string;
beforeAll(async () => {
  const products: Product[] = (await client(t.app).call('/api/products')).json!.products;
  productId = products.find((p) => p.category === 'edibles' && p.variants[0]!.stock >= 10)!.id;
});

describe('caching', () => {
  it('marks every answer with personal data no-store, and lets only public data be cached', async () => {
    const owner = await signedInClient(t.app);
    await owner.call('/api/cart/items', { method: 'POST', body: checkoutBody(productId).items[0] });
    const checkout = await owner.call('/api/checkout', {
      method: 'POST',
      body: { ...checkoutBody(productId), items: undefined },
      headers: { 'idempotency-key': `caching-${Date.now()}` },
    });
    expect(checkout.status).toBe(201);
    const order = checkout.json!.order;
    const lookup = await client(t.app).call('/api/track/lookup', {
      method: 'POST',
      body: { reference: order.orderNumber, contact: 'dana.whitfield@example.test' },
    });
    expect(lookup.status).toBe(200);
    const personal = {
      'POST /api/checkout': checkout,
      'POST /api/track/lookup': lookup,
      'GET /api/orders': await owner.call('/api/orders'),
      'GET /api/orders/:id': await owner.call(`/api/orders/${order.id}`),
      'GET /api/orders/active': await owner.call('/api/orders/active'),
      'GET /api/account': await owner.call('/api/account'),
      'GET /api/cart': await owner.call('/api/cart'),
      'GET /api/notification-preferences': await owner.call('/api/notification-preferences'),
      'GET /api/session': await owner.call('/api/session'),
      'a 404': await owner.call('/api/orders/00000000-0000-4000-8000-000000000000'),
    };
    for (const [route, res] of Object.entries(personal)) {
      expect(res.status, route).toBeLessThan(500);
      expect(res.headers.get('cache-control'), route).toBe('no-store');
    }
    const products = await client(t.app).call('/api/products');
    expect(products.headers.get('cache-control')).toBe('no-cache');
    expect(products.headers.get('etag')).toBeTruthy();
    expect((await client(t.app).call('/api/shops')).headers.get('cache-control')).toBe('public, max-age=60');
    expect((await client(t.app).call('/api/blog/no-such-post')).headers.get('cache-control')).toBe(
      'no-store',
    );
  });
});
