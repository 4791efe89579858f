import { COURIER_MESSAGES } from '#domain/couriers/schemas.ts';
import { DEMO_PASSWORD, demoEmail, expect, test } from '../fixtures.ts';

// A customer's account answers 403 at /api/courier/me, which the browser logs as a failed request.
test.use({ allowConsoleErrors: [/Failed to load resource: .*status of 403\b/] });

test('a customer account is refused at the courier sign-in and signed straight out', async ({ page }) => {
  await page.goto('/courier/login');
  await page.getByLabel('Email').fill(demoEmail('customer'));
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(COURIER_MESSAGES.notCourier);
  await expect(page).toHaveURL('/courier/login');
  const session = await page.request.get('/api/session');
  expect(((await session.json()) as { user: unknown }).user).toBeNull();

  await page.goto('/courier/dashboard');
  await expect(page).toHaveURL('/courier/login');
});
