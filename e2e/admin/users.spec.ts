import type { Browser } from '@playwright/test';
import { AUTH_MESSAGES } from '#domain/auth-messages.ts';
import { EXPECTED_HTTP_ERRORS, expect, signUpUser, test } from '../fixtures.ts';
import { realtimeSubscribed } from '../orders.ts';

// The blocked customer's page: its last requests may meet a session that no longer exists (401).
test.use({ allowConsoleErrors: [EXPECTED_HTTP_ERRORS, { scope: 'test' }] });

/** A browser context of its own, with the age gate accepted. */
async function otherContext(browser: Browser) {
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

test('an admin blocks a customer: the open page of that customer is signed out at / with the restricted message', async ({
  page,
  browser,
  loginAs,
}) => {
  test.setTimeout(90_000);
  const customerContext = await otherContext(browser);
  const customer = await customerContext.newPage();
  const user = await signUpUser(customer, { fullName: 'Blair Blockwell' });
  const following = realtimeSubscribed(customer);
  await customer.goto('/account');
  await expect(customer.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
  await expect(customer.getByText('Blair Blockwell').first()).toBeVisible();
  await following;

  await loginAs('admin');
  const list = await page.context().newPage();
  const listFollowing = realtimeSubscribed(list);
  await list.goto(`/admin/users?q=${encodeURIComponent(user.email)}`);
  const row = list.getByRole('row', { name: /Blair Blockwell/ });
  await expect(row.getByText('Active')).toBeVisible();
  await listFollowing;

  await page.goto(`/admin/users?q=${encodeURIComponent(user.email)}`);
  await page.getByRole('link', { name: 'Blair Blockwell' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blair Blockwell' })).toBeVisible();
  await page.getByRole('button', { name: 'Block user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Block Blair Blockwell?' });
  await dialog.getByRole('button', { name: 'Block user' }).click();
  await expect(dialog.getByText('Give a reason for blocking (at least 3 characters)')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Chargeback fraud on two orders');
  await dialog.getByRole('button', { name: 'Block user' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('header').getByText('Blocked')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Audit trail' }).getByText('user.blocked')).toBeVisible();

  // The customer's page, never reloaded: signed out, at /, told why.
  await expect(customer).toHaveURL('/', { timeout: 5_000 });
  await expect(
    customer.getByRole('alert').getByText(AUTH_MESSAGES.accountRestricted, { exact: true }),
  ).toBeVisible({
    timeout: 5_000,
  });
  const session = await customer.request.get('/api/session');
  expect(((await session.json()) as { user: unknown }).user).toBeNull();

  // The other admin page follows the change without a reload.
  await expect(row.getByText('Blocked')).toBeVisible();
  await customerContext.close();
});
