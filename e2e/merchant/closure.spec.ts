import type { Browser, Page } from '@playwright/test';
import type { Product } from '#domain/catalog.ts';
import { DEMO_PASSWORD, demoEmail, expect, signIn, test } from '../fixtures.ts';
import { realtimeSubscribed } from '../orders.ts';

/** The demo merchant in a context of its own, on the shop settings page. */
async function merchantOnSettings(browser: Browser) {
  const context = await browser.newContext();
  await context.addInitScript(() => window.localStorage.setItem('age_verified', 'true'));
  const page = await context.newPage();
  await signIn(page, demoEmail('merchant'), DEMO_PASSWORD);
  await page.goto('/merchant/settings');
  await expect(page.getByRole('heading', { name: 'Shop settings' })).toBeVisible();
  return { context, page };
}

async function productOf(page: Page, shopName: string) {
  const { products } = (await (await page.request.get('/api/products')).json()) as { products: Product[] };
  const product = products.find((p) => p.shop.name === shopName && p.variants.some((v) => v.stock >= 3));
  if (!product) throw new Error(`no product of ${shopName} in stock`);
  return product;
}

test('a closed shop: checkout follows live, ASAP unavailable and only windows; product page and cart say so; the merchant reopens', async ({
  page,
  browser,
}) => {
  const merchant = await merchantOnSettings(browser);
  const shopName = (await merchant.page.getByTestId('merchant-shop-name').textContent())!.trim();
  const product = await productOf(page, shopName);
  await page.goto(`/product/${product.id}`);
  await page.getByTestId('add-to-cart-panel').getByRole('button', { name: 'Add to Cart' }).click();
  const subscribed = realtimeSubscribed(page);
  await page.goto('/checkout');
  await page.getByLabel('ZIP code').fill('10011');
  await subscribed;

  await merchant.page.getByRole('button', { name: 'Close temporarily' }).click();
  const dialog = merchant.page.getByRole('dialog', { name: 'Close temporarily' });
  await dialog.getByLabel(/Note/).fill('Stocktake');
  await dialog.getByRole('button', { name: 'Close the shop' }).click();
  await expect(dialog).toBeHidden();
  await expect(merchant.page.getByTestId('shop-status')).toContainText(`${shopName} is closed until`);
  await expect(merchant.page.getByRole('button', { name: 'Reopen now' })).toBeVisible();

  try {
    // The open checkout page follows the closure without a reload.
    const unavailable = page.getByTestId('asap-unavailable');
    await expect(unavailable).toContainText(`${shopName} is closed until`);
    await expect(unavailable).toContainText('scheduled delivery only');
    await expect(page.getByRole('radio', { name: /ASAP/ })).toHaveCount(0);
    const windows = page.getByLabel('Delivery window').locator('option:not([disabled])');
    expect(await windows.count()).toBeGreaterThan(0);

    await page.goto(`/product/${product.id}`);
    await expect(page.getByText(`${shopName} is closed until`)).toContainText('scheduled delivery only');
    await page.goto('/cart');
    await expect(page.getByRole('main').getByText(`${shopName} is closed until`)).toBeVisible();
  } finally {
    await merchant.page.getByRole('button', { name: 'Reopen now' }).click();
    await expect(merchant.page.getByRole('button', { name: 'Close temporarily' })).toBeVisible();
    await expect(merchant.page.getByTestId('shop-status')).not.toContainText('closed until');
    await merchant.context.close();
  }
});
