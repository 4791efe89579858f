import { expect, signUpUser, test } from '../fixtures.ts';
import { STORE } from '../orders.ts';
import { workerInControl } from './pwa-helpers.ts';
import { ownProduct } from '../products.ts';

test.use({
  pwa: true,
  allowConsoleErrors: [
    [/net::ERR_INTERNET_DISCONNECTED/, /WebSocket connection to .* failed/],
    { scope: 'test' },
  ],
});

test('a signed-in cart changed offline shows it at once and syncs, once, when back online', async ({
  page,
  context,
}) => {
  await signUpUser(page);
  const product = await ownProduct(page.request, { stock: 5 });
  const variant = product.variants[0]!;
  const added = await page.request.post('/api/cart/items', {
    headers: { origin: STORE },
    data: { productId: product.id, selectedWeight: variant.label, quantity: 1 },
  });
  expect(added.status()).toBe(201);

  await page.goto('/cart');
  await workerInControl(page);
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line.getByLabel('Quantity 1')).toBeVisible();

  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/cart/items/'))
      writes.push(`${request.method()} ${request.postData() ?? ''}`);
  });
  await context.setOffline(true);
  await expect(
    page.getByText("No internet connection. Changes will sync when you're back online."),
  ).toBeVisible();
  await line.getByRole('button', { name: /^Increase quantity of/ }).click();
  await line.getByRole('button', { name: /^Increase quantity of/ }).click();
  await expect(line.getByLabel('Quantity 3')).toBeVisible();
  expect(writes).toEqual([]);

  const synced = page.waitForResponse((r) => r.url().endsWith('/api/cart') && r.request().method() === 'GET');
  await context.setOffline(false);
  await expect(page.getByText('Back Online')).toBeVisible();
  await synced;
  expect(writes).toEqual(['PATCH {"quantity":2}', 'PATCH {"quantity":3}']);
  await expect(line.getByLabel('Quantity 3')).toBeVisible();
  const { items } = (await (await page.request.get('/api/cart')).json()) as { items: { quantity: number }[] };
  expect(items.map((i) => i.quantity)).toEqual([3]);
});
