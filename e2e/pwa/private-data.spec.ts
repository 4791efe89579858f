import type { Page } from '@playwright/test';
import { expect, signUpUser, test } from '../fixtures.ts';
import { STORE } from '../orders.ts';
import { cachedUrls, workerInControl } from './pwa-helpers.ts';
import { ownProduct } from '../products.ts';

test.use({ pwa: true });

const PERSONAL_API =
  /^\/api\/(cart|checkout|orders|session|track|chat|account|notification-preferences|giveaways)/;
const PERSONAL_PAGES = /^\/(my-orders|account|track\/|checkout|order-confirmation)/;

async function stockedItem(page: Page) {
  const product = await ownProduct(page.request, { stock: 5 });
  return { productId: product.id, selectedWeight: product.variants[0]!.label, quantity: 1 };
}

/** A signed-in order of the cart, through the API as the checkout page sends it (ASAP, or the first window). */
async function orderTheCart(page: Page) {
  const quote = await page.request.post('/api/checkout/quote', {
    headers: { origin: STORE },
    data: { zip: '11217', couponCode: '' },
  });
  const { asapAvailable, windows } = (await quote.json()) as {
    asapAvailable: boolean;
    windows: { start: string }[];
  };
  const res = await page.request.post('/api/checkout', {
    headers: { origin: STORE, 'idempotency-key': `e2e-pwa-${Date.now()}` },
    data: {
      fullName: 'Avery Quinn',
      email: `e2e.pwa.${Date.now()}@example.test`,
      phone: '(347) 555-0123',
      birthDate: '1990-04-12',
      street: '245 Atlantic Ave',
      apartment: '',
      zip: '11217',
      residential: true,
      deliveryTime: asapAvailable ? 'asap' : windows[0]!.start,
      note: '',
      paymentMethod: 'cash',
      couponCode: '',
      ageAttested: true,
      saveAddress: false,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { order: { id: string; trackingCode: string } }).order;
}

test('nothing personal is kept by the worker after browsing signed in with a cart and an order', async ({
  page,
}) => {
  await signUpUser(page);
  await page.goto('/');
  await workerInControl(page);
  const item = await stockedItem(page);
  const add = () => page.request.post('/api/cart/items', { headers: { origin: STORE }, data: item });
  expect((await add()).status()).toBe(201);
  const order = await orderTheCart(page);
  expect((await add()).status()).toBe(201);

  for (const path of [
    '/cart',
    '/my-orders',
    `/my-orders/${order.id}`,
    `/track/${order.trackingCode}`,
    '/account',
  ]) {
    await page.goto(path);
  }
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);

  const cached = await cachedUrls(page);
  const kept = Object.entries(cached).flatMap(([name, urls]) => urls.map((url) => `${name} ${url}`));
  expect(kept.filter((entry) => PERSONAL_API.test(entry.split(' ')[1]!))).toEqual([]);
  expect(cached['nym-pages-v1'] ?? []).toEqual(['/cart']);
  expect((cached['nym-pages-v1'] ?? []).filter((url) => PERSONAL_PAGES.test(url))).toEqual([]);
  // A public page is kept as the empty shell, never as the page the server rendered for this visitor.
  const shell = await page.evaluate(async () =>
    (await (await caches.open('nym-pages-v1')).match('/cart'))!.text(),
  );
  expect(shell).toContain('<div id="root"></div>');
});
