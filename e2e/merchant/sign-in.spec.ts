import { MERCHANT_MESSAGES } from '#domain/merchant/messages.ts';
import { DEMO_PASSWORD, demoEmail, expect, test } from '../fixtures.ts';

// A customer's account answers 403 at /api/merchant/me (logged by the browser as a failed request).
test.use({ allowConsoleErrors: [[/Failed to load resource: .*status of 403\b/], { scope: 'test' }] });

async function signInAtPortal(page: import('@playwright/test').Page, role: 'merchant' | 'customer') {
  await page.getByLabel('Email').fill(demoEmail(role));
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('signed out, /merchant/dashboard opens the partner sign-in there and then the shop’s portal', async ({
  page,
}) => {
  await page.goto('/merchant');
  await expect(page).toHaveURL('/merchant/dashboard');
  await expect(page.getByRole('heading', { name: 'Partner sign in' })).toBeVisible();
  await signInAtPortal(page, 'merchant');
  await expect(page).toHaveURL('/merchant/dashboard');
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Partner shop' }).first();
  await expect(nav.getByRole('link', { name: 'Orders' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Partner sign in' })).toBeVisible();
  await expect(page).toHaveURL('/merchant/dashboard');
});

test('a customer account is refused at the partner sign-in and signed straight out', async ({ page }) => {
  await page.goto('/merchant/dashboard');
  await signInAtPortal(page, 'customer');
  await expect(page.getByRole('alert')).toHaveText(MERCHANT_MESSAGES.noAccess);
  const session = await page.request.get('/api/session');
  expect(((await session.json()) as { user: unknown }).user).toBeNull();
});
