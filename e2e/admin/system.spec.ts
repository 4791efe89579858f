import type { Page } from '@playwright/test';
import type { StoreSettings } from '#domain/admin/settings.ts';
const NO_PAGE_ACCESS = 'You do not have access to this page';
import { DEMO_PASSWORD, demoEmail, expect, test } from '../fixtures.ts';
import { placeGuestOrder, STORE } from '../orders.ts';
import { ownProduct } from '../products.ts';
import { openFromNav } from './admin-nav.ts';

const SUPPORT_EMAIL = 'support@demo.nymnyc.test';

// The support account is refused the settings endpoint (403) if the page ever asked.
test.use({ allowConsoleErrors: [[/Failed to load resource: .*status of 403\b/], { scope: 'test' }] });

async function signIn(page: Page, email: string) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/admin/dashboard');
}

test('an admin changes the Manhattan delivery fee: the next checkout quote charges it and the audit log shows it', async ({
  page,
  browser,
}) => {
  // The admin's settings, a guest's product page and checkout in a second context, then the audit log.
  test.setTimeout(60_000);
  await signIn(page, demoEmail('admin'));
  const before = (
    (await (await page.request.get('/api/admin/settings')).json()) as { settings: StoreSettings }
  ).settings;
  const newFee = before.deliveryFees.Manhattan === 1234 ? 1111 : 1234;
  try {
    await openFromNav(page, 'Settings', 'Settings');
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    const fee = page.getByLabel('Manhattan delivery fee');
    await fee.fill(String(newFee / 100));
    await expect(page.getByText('Unsaved changes: Delivery fees')).toBeVisible();
    await page.keyboard.press('ControlOrMeta+s');
    await expect(page.getByText('Settings saved')).toBeVisible();
    await expect(page.getByText('All changes saved')).toBeVisible();

    // A guest's checkout with a Manhattan ZIP quotes the new fee.
    const guestContext = await browser.newContext({ baseURL: STORE });
    await guestContext.addInitScript(() => window.localStorage.setItem('age_verified', 'true'));
    const guest = await guestContext.newPage();
    const product = await ownProduct(guest.request, {
      category: 'flower',
      like: (p) => p.variants.some((v) => v.label === '3.5g'),
    });
    await guest.goto(`/product/${product.id}`);
    const panel = guest.getByTestId('add-to-cart-panel');
    if (product.variants.length > 1) await panel.getByRole('radio', { name: /^3\.5g/ }).check();
    await panel.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(guest.getByText('1 item in your cart', { exact: true })).toBeVisible();
    await guest.goto('/checkout');
    await guest.getByLabel('ZIP code').fill('10001');
    await expect(guest.getByText('Delivering to Manhattan', { exact: true })).toBeVisible();
    const summary = guest.getByRole('region', { name: 'Order summary' });
    await expect(summary.getByTestId('price-delivery')).toContainText(`$${(newFee / 100).toFixed(2)}`);
    await guestContext.close();

    // The change is in the audit log with its before and after.
    await page.goto('/admin/audit-logs?targetType=settings');
    const row = page.getByRole('button', { name: /Show changes of .* settings/ }).first();
    await row.click();
    const changed = page.getByRole('row', { name: /deliveryFees\.Manhattan|Manhattan \(changed\)/ }).first();
    await expect(changed).toContainText(String(before.deliveryFees.Manhattan));
    await expect(changed).toContainText(String(newFee));
  } finally {
    const res = await page.request.put('/api/admin/settings', {
      headers: { origin: STORE },
      data: { deliveryFees: before.deliveryFees },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
});

test('the dashboard shows real numbers after an order is placed', async ({ page, request }) => {
  await placeGuestOrder(request, 'dashboard');
  await signIn(page, demoEmail('admin'));
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByTestId('kpi-orders')).toHaveText(/^[1-9][\d,]*$/);
  await expect(page.getByTestId('kpi-grossSalesCents')).toHaveText(/^\$[\d,]+\.\d{2}$/);
  await expect(page.getByTestId('kpi-grossSalesCents')).not.toHaveText('$0.00');
  await expect(page.getByText('vs same day last week').first()).toBeVisible();
  await expect(page.getByRole('region', { name: /Now/ })).toContainText('Orders waiting');

  await page.getByRole('button', { name: '30 days' }).click();
  await expect(page).toHaveURL('/admin/dashboard?period=30d');
  await expect(page.getByText('vs the 30 days before').first()).toBeVisible();
});

test('support sees no Settings, Audit log or Notifications, and is told so at /admin/settings', async ({
  page,
}) => {
  await signIn(page, SUPPORT_EMAIL);
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  for (const name of ['Settings', 'Audit log', 'Notifications']) {
    await expect(nav.getByRole('link', { name })).toHaveCount(0);
  }
  // Nor their sections, folded or not.
  for (const name of ['Settings', 'Compliance & reports']) {
    await expect(nav.getByRole('button', { name })).toHaveCount(0);
  }
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { name: NO_PAGE_ACCESS })).toBeVisible();
  await page.goto('/admin/audit-logs');
  await expect(page.getByRole('heading', { name: NO_PAGE_ACCESS })).toBeVisible();
});
