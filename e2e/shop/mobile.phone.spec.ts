import type { Product } from '#domain/catalog.ts';
import { expect, test } from '../fixtures.ts';

test('bottom bar: Home, Menu, Cart with badge, Account; hides on scroll down, returns on scroll up', async ({
  page,
}) => {
  const { products } = (await (await page.request.get('/api/products')).json()) as { products: Product[] };
  const product = products.find((p) => p.variants.some((v) => v.stock > 0));
  if (!product) throw new Error('no product in stock');

  await page.goto(`/product/${product.id}`);
  const bar = page.getByTestId('bottom-bar');
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Menu' })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Account' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In', exact: true })).toBeHidden();

  await page.getByTestId('add-to-cart-panel').getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to Cart!', { exact: true })).toBeVisible();
  const cart = bar.getByRole('link', { name: 'Cart, 1 item' });
  await expect(cart).toBeVisible();
  await expect(cart.locator('[data-count]')).toHaveAttribute('data-count', '1');

  await page.goto('/');
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await expect(bar).toHaveAttribute('data-hidden', 'false');
  await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' }));
  await expect(bar).toHaveAttribute('data-hidden', 'true');
  await page.evaluate(() => window.scrollBy({ top: -300, behavior: 'instant' }));
  await expect(bar).toHaveAttribute('data-hidden', 'false');

  await bar.getByRole('link', { name: 'Cart, 1 item' }).click();
  await expect(page).toHaveURL('/cart');
  await expect(page.getByTestId('cart-line')).toContainText(product.name);
});

test('Account in the bottom bar opens the sign-in dialog for a guest', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('bottom-bar').getByRole('button', { name: 'Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Email')).toBeVisible();
});

test('the mobile menu offers Sign In and Sign Up to a guest', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('dialog', { name: 'Create Account' })).toBeVisible();
});
