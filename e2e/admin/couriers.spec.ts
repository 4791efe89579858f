import type { APIRequestContext, Page } from '@playwright/test';
import { setPasswordLink } from '../dev-tools.ts';
import { expect, test } from '../fixtures.ts';
import { STORE } from '../orders.ts';

const PASSWORD = 'Subway-lights-58';
const PIN = '3579';
const SHOTS = process.env.COURIERS_SHOTS;

/** Applies to ride as a new person, through the public form's API; answers the e-mail used. */
async function apply(request: APIRequestContext) {
  const stamp = Date.now();
  const email = `rider.${stamp}@example.test`;
  const res = await request.post('/api/courier-applications', {
    headers: { origin: STORE },
    data: {
      fullName: 'Riley Chen',
      email,
      phone: `347${String(stamp).slice(-7)}`,
      borough: 'Brooklyn',
      vehicleType: 'bike',
      birthDate: '1994-05-06',
      experience: 'Two years delivering by bike in Brooklyn',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return email;
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const [w, h] of [
    [1440, 900],
    [768, 1024],
  ] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width: w, height: h });
      await page.emulateMedia({ colorScheme: scheme });
      await page.evaluate(
        (dark) => document.documentElement.classList.toggle('dark', dark),
        scheme === 'dark',
      );
      await page.waitForTimeout(150);
      await page.screenshot({ path: `${SHOTS}/${name}-${w}-${scheme}.png`, fullPage: true });
    }
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('an admin approves an application and the new courier sets a password from the e-mail and signs in', async ({
  page,
  browser,
  loginAs,
  request,
}) => {
  const email = await apply(request);
  await loginAs('admin');
  await page.goto('/admin/courier-applications');
  await expect(page.getByRole('heading', { level: 1, name: 'Courier applications' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Riley Chen' }).click();
  const panel = page.getByRole('complementary', { name: 'Selected application' });
  await expect(panel.getByText(email)).toBeVisible();
  await shoot(page, 'applications');
  await panel.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve Riley Chen?' });
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByText('Approved')).toBeVisible();
  // The decided application left the pending list, live.
  await expect(row).toBeHidden();

  const link = await setPasswordLink(request, email);
  const applicant = await browser.newContext({ baseURL: STORE });
  await applicant.addInitScript(() => window.localStorage.setItem('age_verified', 'true'));
  const courier = await applicant.newPage();
  await courier.goto(link);
  await expect(courier.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  await shoot(courier, 'set-password');
  await courier.getByLabel('New password').fill(PASSWORD);
  await courier.getByLabel('Confirm password').fill(PASSWORD);
  await courier.getByRole('button', { name: 'Set password' }).click();
  await expect(courier.getByRole('heading', { name: 'Password set' })).toBeVisible();
  await courier.getByRole('link', { name: 'Go to courier sign-in' }).click();
  await expect(courier).toHaveURL('/courier/login');
  await courier.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await courier.getByLabel('Email').fill(email);
  await courier.getByLabel('Password').fill(PASSWORD);
  await courier.getByRole('button', { name: 'Sign in' }).click();
  await expect(courier.getByRole('heading', { name: 'Set up your PIN' })).toBeVisible();
  await courier.getByLabel('New PIN (4 to 6 digits)').fill(PIN);
  await courier.getByLabel('Confirm PIN').fill(PIN);
  await courier.getByRole('button', { name: 'Save PIN' }).click();
  await expect(courier).toHaveURL('/courier/dashboard');
  await applicant.close();

  // The new courier is on the staff list, and their page opens.
  await page.goto('/admin/couriers?q=riley');
  const listed = page.getByRole('link', { name: 'Riley Chen' }).first();
  await expect(listed).toBeVisible();
  await listed.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Riley Chen' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Manifest now' })).toBeVisible();
  await shoot(page, 'courier-detail');
  await page.goto('/admin/couriers');
  await expect(page.getByRole('link', { name: 'Riley Chen' }).first()).toBeVisible();
  await shoot(page, 'couriers');
});
