import type { Page } from '@playwright/test';
import { demoEmail, expect, test } from '../fixtures.ts';
import { ownProduct } from '../products.ts';

const UUID = '[0-9a-f-]{36}';

/** Ctrl+K, the query entered, arrows down to the first result of `group` holding `text`, and Enter. */
async function openFromPalette(page: Page, query: string, group: string, text: string) {
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Search the admin' });
  await expect(palette).toBeVisible();
  // The whole query at once: a slow machine typing key by key searches its prefixes, whose hits then change under
  // the arrows.
  await palette.getByRole('combobox').fill(query);
  const option = palette.getByRole('group', { name: group }).getByRole('option').filter({ hasText: text });
  await expect(option.first()).toBeVisible();
  for (let i = 0; i < 15 && (await option.first().getAttribute('aria-selected')) !== 'true'; i += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(option.first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(palette).toBeHidden();
}

test('search results open their record: a customer and a courier from the palette, a product from the search page', async ({
  page,
  loginAs,
  request,
}) => {
  const product = await ownProduct(request);
  await loginAs('admin');
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  // The demo customer, found by e-mail: Enter opens the admin's user page.
  await openFromPalette(page, demoEmail('customer'), 'Customers', demoEmail('customer'));
  await expect(page).toHaveURL(new RegExp(`/admin/users/${UUID}$`));
  await expect(page.getByText(demoEmail('customer')).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'User not found' })).toHaveCount(0);

  // The demo courier is also a user: in the Couriers group, Enter opens the courier's page.
  await openFromPalette(page, demoEmail('courier'), 'Couriers', demoEmail('courier'));
  await expect(page).toHaveURL(new RegExp(`/admin/couriers/${UUID}$`));
  await expect(page.getByRole('link', { name: 'Couriers' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/not found|Could not/);

  // The search page links every hit: the test's own product opens in the product editor.
  await page.goto(`/admin/search?q=${encodeURIComponent(product.name)}`);
  const products = page.getByRole('region', { name: /^Products/ });
  await products.getByRole('link', { name: new RegExp(product.name) }).click();
  await expect(page).toHaveURL(`/admin/products/${product.id}/edit`);
  await expect(page.getByRole('heading', { name: product.name, level: 1 })).toBeVisible();

  // And from the palette, Enter on the product lands on the same editor.
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await openFromPalette(page, product.name, 'Products', product.name);
  await expect(page).toHaveURL(`/admin/products/${product.id}/edit`);
  await expect(page.getByRole('heading', { name: product.name, level: 1 })).toBeVisible();
});
