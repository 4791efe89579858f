import type { Product } from '#domain/catalog.ts';
import { DEMO_PASSWORD, demoEmail, expect, signIn, test } from '../fixtures.ts';
import { realtimeSubscribed } from '../orders.ts';

test('the merchant 86es a variant and brings it back; an open product page follows without a reload', async ({
  page,
  browser,
}) => {
  const context = await browser.newContext();
  const merchant = await context.newPage();
  await signIn(merchant, demoEmail('merchant'), DEMO_PASSWORD);
  const me = (await (await merchant.request.get('/api/merchant/me')).json()) as { shopId: string };
  const { products } = (await (await page.request.get('/api/products')).json()) as { products: Product[] };
  // A one-variant product of the demo shop that other specs do not buy (the least stocked with 3+ units).
  const product = products
    .filter((p) => p.shop.id === me.shopId && p.variants.length === 1 && p.variants[0]!.stock >= 3)
    .sort((a, b) => a.variants[0]!.stock - b.variants[0]!.stock)[0];
  if (!product) throw new Error('the demo shop needs a one-variant product in stock');
  const stock = product.variants[0]!.stock;

  const subscribed = realtimeSubscribed(page);
  await page.goto(`/product/${product.id}`);
  const panel = page.getByTestId('add-to-cart-panel');
  await expect(panel.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  await subscribed;

  await merchant.goto(`/merchant/products?q=${encodeURIComponent(product.name)}`);
  const row = merchant.getByTestId(`product-${product.slug}`);
  await row.getByRole('button', { name: 'Sold out' }).click();
  await expect(row.getByText('Sold out', { exact: true })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Out of stock' })).toBeVisible();

  // The row's count follows the server: wait for the sold-out 0 to arrive before typing over it.
  const count = row.getByLabel(/New stock count/);
  await expect(count).toHaveValue('0');
  await count.fill(String(stock));
  await row.getByRole('button', { name: 'Back in stock' }).click();
  await expect(row.getByText(new RegExp(`^(${stock} in stock|Low · ${stock} left)$`))).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  await context.close();
});
