import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, demoEmail, expect, signIn, test } from '../fixtures.ts';
import { STORE } from '../orders.ts';
import { ownProduct } from '../products.ts';
import { guestCheckout, otherBrowser } from './shop-orders.ts';

/** One banner (a header outside any section), a nav, one main and one h1 named `title`. */
async function expectLandmarks(page: Page, title: string) {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.locator('main#main-content')).toHaveCount(1);
  await expect(page.getByRole('banner')).toHaveCount(1);
  expect(await page.getByRole('navigation').count()).toBeGreaterThan(0);
}

test('every partner portal page has a banner, a nav, one main and one h1', async ({
  page,
  browser,
  loginAs,
}) => {
  test.setTimeout(60_000);
  await page.goto('/merchant/dashboard');
  await expectLandmarks(page, 'Partner sign in');

  await loginAs('merchant');
  const pages = [
    ['/merchant/dashboard', 'Orders'],
    ['/merchant/products', 'Products'],
    ['/merchant/settings', 'Shop settings'],
    ['/merchant/staff', 'Staff'],
    ['/merchant/reports', 'Reports'],
  ] as const;
  for (const [path, title] of pages) {
    await page.goto(path);
    await expectLandmarks(page, title);
  }

  const product = await ownProduct(page.request, { merchantShop: true });
  const guest = await otherBrowser(browser);
  const order = await guestCheckout(guest.page, { productId: product.id, label: product.variants[0]!.label });
  try {
    await page.goto(`/merchant/orders/${order.id}/pick-list`);
    await expectLandmarks(page, 'Pick list');
  } finally {
    await page.request.post(`/api/merchant/orders/${order.id}/reject`, {
      headers: { origin: STORE },
      data: { reason: 'An item is out of stock' },
    });
    await guest.context.close();
  }

  const customer = await otherBrowser(browser);
  await signIn(customer.page, demoEmail('customer'), DEMO_PASSWORD);
  await customer.page.goto('/merchant/dashboard');
  await expectLandmarks(customer.page, 'No partner shop access');
  await customer.context.close();
});
