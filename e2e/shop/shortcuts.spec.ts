import { expect, test } from '../fixtures.ts';

test('? lists the store shortcuts, and Ctrl+K opens the search', async ({ page }) => {
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  // The list comes with the storefront's optional pieces, once the page is idle after first paint.
  await expect(async () => {
    await page.keyboard.press('?');
    await expect(dialog.getByText('Search products')).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await expect(dialog.getByText('Show keyboard shortcuts')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.keyboard.press('Control+k');
  const search = page.getByRole('dialog', { name: 'Search products' });
  await expect(search.getByRole('combobox', { name: 'Search products' })).toBeVisible();
});
