import { DEMO_PASSWORD, demoEmail, expect, signIn, test } from '../fixtures.ts';
import { realtimeSubscribed } from '../orders.ts';
import { ownProduct } from '../products.ts';

test('the merchant 86es a variant and brings it back; an open product page follows without a reload', async ({
  page,
  browser,
}) => {
  const context = await browser.newContext();
  const merchant = await context.newPage();
  await signIn(merchant, demoEmail('merchant'), DEMO_PASSWORD);
  const me = (await (await merchant.request.get('/api/merchant/me')).json()) as { shopId: string };
  // The test's own one-variant product of the demo shop: marking it sold out starves no other journey.
  const product = await ownProduct(page.request, {
    stock: 4,
    merchantShop: true,
    like: (p) => p.shop.id === me.shopId && p.variants.length === 1,
  });
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
