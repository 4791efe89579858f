import { expect, test } from '../fixtures.ts';

// Keyboard users reach the page's content in one Tab and Enter, past the menus of each staff app.
for (const { role, path, heading } of [
  { role: 'admin', path: '/admin/orders', heading: 'Orders' },
  { role: 'merchant', path: '/merchant/dashboard', heading: 'Orders' },
] as const) {
  test(`the ${role} app: the first Tab stop skips to the page's main content`, async ({ page, loginAs }) => {
    await loginAs(role);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.locator('body').focus();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: heading })).toBeVisible();
  });
}
