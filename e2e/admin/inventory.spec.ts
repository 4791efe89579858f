import type { Browser } from '@playwright/test';
import { DEMO_PASSWORD, expect, signIn, test } from '../fixtures.ts';
import { realtimeSubscribed } from '../orders.ts';
import { ownProduct } from '../products.ts';

/** A browser context of its own, with the age gate accepted. */
async function shopperContext(browser: Browser) {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    try {
      window.localStorage.setItem('age_verified', 'true');
    } catch {
      // about:blank has no localStorage.
    }
  });
  return context;
}

test('an admin counts a weight down to zero: the open product page shows it Sold out without a reload', async ({
  page,
  browser,
  loginAs,
  request,
}) => {
  test.setTimeout(90_000);
  // Its own product: counting a demo product down to zero would sell it out under another journey.
  const product = await ownProduct(request, { stock: 6, like: (p) => p.variants.length >= 2 });
  const variant = product.variants[0]!;

  const shopper = await (await shopperContext(browser)).newPage();
  const following = realtimeSubscribed(shopper);
  await shopper.goto(`/product/${product.slug}`);
  await expect(shopper.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await following;
  const weights = shopper.getByRole('group', { name: 'Weight' });
  await expect(weights.getByText('Sold out')).toHaveCount(0);

  await loginAs('admin');
  await page.goto(`/admin/inventory?q=${encodeURIComponent(product.name)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Inventory' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(`${product.name}.*${variant.label}`) }).first();
  await row.getByRole('button', { name: /^Adjust stock/ }).click();
  const form = page.getByRole('dialog', { name: `Adjust stock of ${product.name} ${variant.label}` });
  await form.getByRole('radio', { name: 'New count' }).click();
  await form.getByLabel('Count on the shelf').fill('0');
  await form.getByLabel('Reason').selectOption('count_correction');
  await form.getByLabel('Note').fill('Shelf empty at the evening count');
  await expect(form.getByText(`${variant.stock} → 0`)).toBeVisible();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(row.getByText('Sold out')).toBeVisible();

  // The shopper's page, never reloaded.
  await expect(weights.getByText('Sold out')).toBeVisible({ timeout: 5_000 });

  // The ledger names the change, who made it and why.
  await row.getByRole('button', { name: /^Stock history/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Stock history' });
  const newest = drawer.getByRole('list', { name: 'Ledger' }).getByRole('listitem').first();
  await expect(newest).toContainText('Count correction');
  await expect(newest).toContainText(`${variant.stock} → 0`);
  await expect(newest).toContainText('Shelf empty at the evening count');
});

test('the low-stock filter lists only variants at or under their threshold', async ({ page, loginAs }) => {
  await loginAs('admin');
  await page.goto('/admin/inventory');
  const toggle = page.getByRole('button', { name: /Low stock only/ });
  await toggle.click();
  await expect(page).toHaveURL(/low=yes/);
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  const rows = page.getByRole('table', { name: 'Inventory' }).locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  // The unfiltered rows stay on screen until the filtered list arrives: wait for it instead of reading them once.
  await expect(rows.filter({ hasNotText: /Low|Sold out|No variant is low/ })).toHaveCount(0);
});

test('support reads the inventory and its ledger but has no controls to change stock', async ({ page }) => {
  await signIn(page, 'support@demo.nymnyc.test', DEMO_PASSWORD);
  await page.goto('/admin/inventory');
  const table = page.getByRole('table', { name: 'Inventory' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await expect(page.getByText('Only an admin can change stock.')).toBeVisible();
  await expect(table.getByRole('button', { name: /^Adjust stock/ })).toHaveCount(0);
  await expect(table.getByRole('spinbutton')).toHaveCount(0);
  await table
    .getByRole('button', { name: /^Stock history/ })
    .first()
    .click();
  await expect(page.getByRole('list', { name: 'Ledger' }).getByRole('listitem').first()).toBeVisible();
});
