import type { Browser, Page } from '@playwright/test';
import type { Product } from '#domain/catalog.ts';
import { pausedUntilLabel } from '#domain/merchant/quick-pause.ts';
import { DEMO_PASSWORD, demoEmail, expect, signIn, test } from '../fixtures.ts';
import { realtimeSubscribed, STORE } from '../orders.ts';
import { ownProduct } from '../products.ts';
import { otherBrowser } from './shop-orders.ts';

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

test('a quick 30-minute pause from the board: the shop shows closed to customers, ASAP is refused, the board says until when', async ({
  page,
  browser,
  loginAs,
}) => {
  await loginAs('merchant');
  await page.goto('/merchant/dashboard');
  const shopName = (await page.getByTestId('merchant-shop-name').textContent())!.trim();
  const bar = page.getByTestId('pause-bar');
  await expect(bar.getByRole('button', { name: 'Pause for the rest of today' })).toBeVisible();
  const product = await ownProduct(page.request, { merchantShop: true });
  const items = [{ productId: product.id, selectedWeight: product.variants[0]!.label, quantity: 1 }];
  const quote = async (p: Page) =>
    (await (
      await p.request.post('/api/checkout/quote', {
        headers: { origin: STORE },
        data: { zip: '10011', couponCode: '', items },
      })
    ).json()) as { asapAvailable: boolean; shopClosed: string | null };
  const guest = await otherBrowser(browser);
  const storeOpen = (await quote(guest.page)).asapAvailable;

  await bar.getByRole('button', { name: 'Pause 30 min' }).click();
  const state = (await (await page.request.get('/api/merchant/pause')).json()) as { pausedUntil: string };
  const until = new Date(state.pausedUntil);
  expect(Math.abs(until.getTime() - Date.now() - 30 * 60_000)).toBeLessThan(60_000);
  // Past midnight in New York the label names the day as well ("Paused until Mon 12:21 AM").
  await expect(bar.getByTestId('pause-state')).toHaveText(pausedUntilLabel(until, new Date()));
  await expect(bar.getByRole('button', { name: 'Resume now' })).toBeVisible();
  try {
    // The customer meets the closure's own words: on the product page and at checkout.
    await guest.page.goto(`/product/${product.id}`);
    await expect(guest.page.getByText(`${shopName} is closed until`)).toContainText(
      'scheduled delivery only',
    );
    const paused = await quote(guest.page);
    expect(paused.asapAvailable).toBe(false);
    expect(paused.shopClosed).toMatch(new RegExp(`^${shopName} is closed until `));
    if (storeOpen) {
      const asap = await guest.page.request.post('/api/checkout', {
        headers: { origin: STORE, 'idempotency-key': `e2e-pause-${Date.now()}` },
        data: {
          fullName: 'Riley Morgan',
          email: `e2e.pause.${Date.now()}@example.test`,
          phone: '(347) 555-0177',
          birthDate: '1991-06-02',
          street: '245 Atlantic Ave',
          apartment: '',
          zip: '11217',
          residential: true,
          deliveryTime: 'asap',
          note: '',
          paymentMethod: 'cash',
          couponCode: '',
          ageAttested: true,
          saveAddress: false,
          items,
        },
      });
      expect(asap.status()).toBe(422);
      expect(((await asap.json()) as { error: { message: string } }).error.message).toMatch(
        new RegExp(`^${shopName} is closed until .*; choose a scheduled window$`),
      );
    }
  } finally {
    await bar.getByRole('button', { name: 'Resume now' }).click();
    await expect(bar.getByTestId('pause-state')).not.toContainText('Paused');
    await expect(bar.getByRole('button', { name: 'Pause 30 min' })).toBeVisible();
  }
  expect(guest.problems).toEqual([]);
  await guest.context.close();
});
