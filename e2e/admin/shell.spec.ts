import { ADMIN_MESSAGES } from '#domain/admin/shell-messages.ts';
import { DEMO_PASSWORD, demoEmail, expect, test } from '../fixtures.ts';

const THROWN = 'Test error from the admin throw route';

// A customer's account answers 403 at /api/admin/me (logged as a failed request); the throwing route logs its error;
// the search endpoint may not be there yet (404: the palette says No results).
// (An array whose second element is an object reads as Playwright's [value, options] tuple: hence the wrapping.)
test.use({
  allowConsoleErrors: [
    [
      /Failed to load resource: .*status of 403\b/,
      /Failed to load resource: .*status of 404\b.*\/api\/admin\/search\?/,
      THROWN,
    ],
    { scope: 'test' },
  ],
});

async function signInAtAdmin(page: import('@playwright/test').Page, role: 'admin' | 'customer') {
  await page.getByLabel('Email').fill(demoEmail(role));
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('an admin signs in at /admin/login, lands on the dashboard and ? lists the shortcuts', async ({
  page,
}) => {
  await page.goto('/admin');
  await expect(page).toHaveURL('/admin/login?next=%2Fadmin%2Fdashboard');
  await signInAtAdmin(page, 'admin');
  await expect(page).toHaveURL('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Key figures' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  // A short list in sections: the daily work open, the rest folded; no developer pages in a production build.
  await expect(nav.getByRole('button', { name: 'Orders & delivery' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(nav.getByRole('link', { name: 'Live orders' })).toBeVisible();
  const catalog = nav.getByRole('button', { name: 'Catalog' });
  await expect(catalog).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'Inventory' })).toHaveCount(0);
  await expect(nav.getByText('Developer')).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Button tester' })).toHaveCount(0);
  await catalog.click();
  await nav.getByRole('link', { name: 'Inventory' }).click();
  await expect(page.getByRole('heading', { name: 'Inventory', level: 1 })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Inventory' })).toHaveAttribute('aria-current', 'page');
  await page.reload();
  await expect(nav.getByRole('group', { name: 'Catalog' })).toBeVisible();
  await page.goto('/admin/dashboard');
  // The section stays open: the choice is remembered.
  await expect(nav.getByRole('button', { name: 'Catalog' })).toHaveAttribute('aria-expanded', 'true');

  // The first Tab stop skips the menu: Enter puts focus on the page itself.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main-content')).toBeFocused();
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('list', { name: 'Key figures' })).toBeVisible();

  await page.keyboard.press('?');
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Go to Dashboard')).toBeVisible();
  await expect(dialog.getByText("Refresh the page's data")).toBeVisible();
  await page.keyboard.press('Escape');

  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Search the admin' });
  await expect(palette).toBeVisible();
  await page.keyboard.type('NYM-no-such-order');
  await expect(palette.getByText(ADMIN_MESSAGES.noResults)).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/admin/login?next=%2Fadmin%2Fdashboard');
  await expect(page.getByRole('heading', { name: 'Admin sign in' })).toBeVisible();
  const session = await page.request.get('/api/session');
  expect(((await session.json()) as { user: unknown }).user).toBeNull();
});

test('a customer account is refused at the admin sign-in and signed straight out', async ({
  page,
  loginAs,
}) => {
  await page.goto('/admin/login');
  await signInAtAdmin(page, 'customer');
  await expect(page.getByRole('alert')).toHaveText(ADMIN_MESSAGES.noAccess);
  await expect(page).toHaveURL('/admin/login');
  const session = await page.request.get('/api/session');
  expect(((await session.json()) as { user: unknown }).user).toBeNull();

  await loginAs('customer');
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('alert')).toContainText(ADMIN_MESSAGES.noAccess);
  await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
});

test('a signed-out visitor goes to the login and back to the page after sign-in', async ({ page }) => {
  await page.goto('/admin/coupons');
  await expect(page).toHaveURL('/admin/login?next=%2Fadmin%2Fcoupons');
  await signInAtAdmin(page, 'admin');
  await expect(page).toHaveURL('/admin/coupons');
  await expect(page.getByRole('heading', { name: 'Coupons', level: 1 })).toBeVisible();
  // The current page's section is open, whatever was remembered, and its link is marked.
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link', { name: 'Coupons' })).toHaveAttribute('aria-current', 'page');

  // The developer pages are not routed in a production build.
  await page.goto('/admin/button-tester');
  await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
});

test('a page that throws shows the admin error screen and logs the error', async ({ page, loginAs }) => {
  await page.addInitScript(() => localStorage.setItem('admin_test_throw', '1'));
  await loginAs('admin');
  const reported = page.waitForRequest(
    (r) => r.url().endsWith('/api/client-errors') && (r.postData() ?? '').includes('"area":"admin"'),
  );
  await page.goto('/admin/__throw');
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: ADMIN_MESSAGES.errorTitle })).toBeVisible();
  await expect(alert.getByText(ADMIN_MESSAGES.errorText)).toBeVisible();
  await expect(alert.getByText(THROWN)).toBeVisible();
  await expect(alert.getByRole('button', { name: 'Try Again' })).toBeVisible();
  await reported;
  const log = await page.evaluate(() => localStorage.getItem('admin_error_log') ?? '');
  expect(log).toContain(THROWN);

  await alert.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL('/admin/dashboard');
});
