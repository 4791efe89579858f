import { expect, test } from '../fixtures.ts';

test('? lists the store shortcuts, and Ctrl+K opens the search', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('?');
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(dialog.getByText('Search products')).toBeVisible();
  await expect(dialog.getByText('Show keyboard shortcuts')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.keyboard.press('Control+k');
  const search = page.getByRole('dialog', { name: 'Search products' });
  await expect(search.getByRole('combobox', { name: 'Search products' })).toBeVisible();
});
