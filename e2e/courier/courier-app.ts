import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, demoEmail, expect } from '../fixtures.ts';

/** The demo courier's app PIN in the e2e runs. */
export const PIN = '2468';

/** Signs in at /courier/login and passes the PIN gate: sets the PIN the first time, enters it afterwards. */
export async function signInCourier(page: Page) {
  await page.goto('/courier/login');
  await page.getByLabel('Email').fill(demoEmail('courier'));
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const setUp = page.getByRole('heading', { name: 'Set up your PIN' });
  const enter = page.getByRole('heading', { name: 'Enter your PIN' });
  await expect(setUp.or(enter)).toBeVisible();
  if (await setUp.isVisible()) {
    await page.getByLabel('New PIN (4 to 6 digits)').fill(PIN);
    await page.getByLabel('Confirm PIN').fill(PIN);
    await page.getByRole('button', { name: 'Save PIN' }).click();
  } else {
    await page.getByLabel('PIN', { exact: true }).fill(PIN);
    await page.getByRole('button', { name: 'Unlock' }).click();
  }
  await expect(page).toHaveURL('/courier/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

export async function goOnline(page: Page) {
  const online = page.getByRole('switch', { name: 'Online' });
  if ((await online.getAttribute('aria-checked')) !== 'true') {
    await online.click();
    await expect(page.getByText("You're now online")).toBeVisible();
    await expect(page.getByText('You can now receive orders')).toBeVisible();
  }
  await expect(online).toHaveAttribute('aria-checked', 'true');
}
