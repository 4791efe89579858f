import { request as apiRequest, type APIRequestContext, type Page } from '@playwright/test';
import { STORE } from '../dev-tools.ts';
import { DEMO_PASSWORD, demoEmail, expect } from '../fixtures.ts';
import { newCourier } from '../staff-data.ts';

/** The demo courier's app PIN in the e2e runs. */
export const PIN = '2468';

export interface CourierLogin {
  email: string;
  password: string;
  fullName: string;
}

/**
 * The test's own courier, named `name` and a per-test stamp, approved by the demo admin: no journey beside it puts
 * them online or off, gives them orders or moves them on the map.
 */
export async function ownCourier(request: APIRequestContext, name: string): Promise<CourierLogin> {
  const admin = await apiRequest.newContext({ baseURL: STORE });
  try {
    const signedIn = await admin.post('/api/session/sign-in', {
      data: { email: demoEmail('admin'), password: DEMO_PASSWORD },
      headers: { origin: STORE },
    });
    expect(signedIn.ok(), await signedIn.text()).toBe(true);
    return await newCourier(
      request,
      admin,
      `${name} ${Math.random().toString(36).slice(2, 6).toUpperCase()}`,
    );
  } finally {
    await admin.dispose();
  }
}

const DEMO_COURIER = { email: demoEmail('courier'), password: DEMO_PASSWORD };

/**
 * Signs in at /courier/login (as the demo courier unless told) and passes the PIN gate: sets the PIN the first
 * time, enters it afterwards.
 */
export async function signInCourier(page: Page, courier: Omit<CourierLogin, 'fullName'> = DEMO_COURIER) {
  await page.goto('/courier/login');
  await page.getByLabel('Email').fill(courier.email);
  await page.getByLabel('Password').fill(courier.password);
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
