import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, demoEmail, expect, test } from '../fixtures.ts';
import { STORE } from '../orders.ts';
import { ownProduct } from '../products.ts';
import { openFromNav } from './admin-nav.ts';

// The checkout's quote answers 422 for nothing; the refused coupon is shown in the field, not logged.
test.use({ allowConsoleErrors: [[/Failed to load resource: .*status of 422\b/], { scope: 'test' }] });

async function signInAsAdmin(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(demoEmail('admin'));
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/admin/dashboard');
}

/** A guest's cart with its own flower, on the checkout page with the address filled in. */
async function guestAtCheckout(page: Page) {
  const product = await ownProduct(page.request, {
    category: 'flower',
    like: (p) => p.variants.some((v) => v.label === '3.5g'),
  });
  await page.goto(`/product/${product!.id}`);
  const panel = page.getByTestId('add-to-cart-panel');
  if (product!.variants.length > 1) await panel.getByRole('radio', { name: /^3\.5g/ }).check();
  await panel.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('button', { name: /^Cart, 1 item,/ })).toBeVisible();
  await page.goto('/checkout');
  await page.getByLabel('Full name').fill('Avery Quinn');
  await page.getByLabel('Email').fill(`e2e.coupon.${Date.now()}@example.test`);
  await page.getByLabel('Phone').pressSequentially('3475550123');
  await page.getByLabel('Street address').fill('245 Atlantic Ave');
  await page.getByLabel('ZIP code').fill('11217');
  await expect(page.getByText('Delivering to Brooklyn', { exact: true })).toBeVisible();
  await page.getByLabel('Date of birth').fill('1990-04-12');
  await page.getByLabel('This is a residential address').check();
  const asap = page.getByRole('radio', { name: /^ASAP/ });
  const window = page.getByLabel('Delivery window');
  await expect(asap.or(window)).toBeVisible();
  if (await asap.isVisible()) await asap.check();
  else await window.selectOption({ index: 1 });
  await page.getByRole('radio', { name: /^Cash at the door/ }).check();
  await page.getByLabel('I confirm I am 21 years of age or older').check();
}

async function applyCoupon(page: Page, code: string) {
  await page.getByLabel('Coupon code').fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
}

test('a coupon created in the admin works once at checkout, then stops at its usage limit', async ({
  page,
  browser,
}) => {
  // Two guests go through the whole checkout form: longer than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  await signInAsAdmin(page);
  await openFromNav(page, 'Marketing', 'Coupons');
  await expect(page.getByRole('heading', { name: 'Coupons', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'New coupon' }).click();
  await page.getByLabel('Code').fill(code);
  await page.getByLabel('Kind').selectOption('fixed');
  await page.getByLabel('Amount off').fill('5');
  await page.getByLabel('Total usage limit').fill('1');
  await page.getByRole('button', { name: 'Create coupon' }).click();
  await expect(page.getByText(`Coupon ${code} created`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/coupons\/[0-9a-f-]{36}\/edit$/);
  const usage = page.getByRole('region', { name: 'Usage' });
  await expect(usage.getByText('0 of 1')).toBeVisible();

  const shopper = await browser.newContext({ baseURL: STORE });
  await shopper.addInitScript(() => localStorage.setItem('age_verified', 'true'));
  const guest = await shopper.newPage();
  await guestAtCheckout(guest);
  await applyCoupon(guest, code.toLowerCase());
  await expect(guest.getByText(`applied: $5.00 off`)).toBeVisible();
  const summary = guest.getByRole('region', { name: 'Order summary' });
  await expect(summary.getByTestId('price-discount')).toContainText(`Coupon ${code}`);
  await expect(summary.getByTestId('price-discount')).toContainText('-$5.00');
  await guest.getByRole('button', { name: 'Place order' }).click();
  await expect(guest).toHaveURL(/\/order-confirmation\?code=[A-Z0-9]{16}$/);

  // The admin's page follows the order live: used once, used up.
  await expect(usage.getByText('1 of 1')).toBeVisible();
  await expect(usage.getByText('Used up')).toBeVisible();

  await shopper.close();

  // Another guest, in a browser of their own, is refused: the limit was reached.
  const other = await browser.newContext({ baseURL: STORE });
  await other.addInitScript(() => localStorage.setItem('age_verified', 'true'));
  const next = await other.newPage();
  await guestAtCheckout(next);
  await applyCoupon(next, code);
  await expect(next.getByText(`Coupon ${code} has reached its usage limit`)).toBeVisible();
  await other.close();
});
