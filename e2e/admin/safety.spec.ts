import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { goOnline, ownCourier, signInCourier } from '../courier/courier-app.ts';
import { realtimeSubscribed } from '../orders.ts';

const CORNER = { latitude: 40.6892, longitude: -73.9857 };

async function courierPage(browser: Browser) {
  const context = await browser.newContext({ geolocation: CORNER, permissions: ['geolocation'] });
  return { context, page: await context.newPage() };
}

async function report(courier: Page, category: string, notes: string) {
  await courier.getByRole('link', { name: 'Report an incident' }).first().click();
  await expect(courier.getByRole('heading', { level: 1, name: 'Report an incident' })).toBeVisible();
  const form = courier.getByRole('form', { name: 'Report an incident' });
  await form.getByRole('radio', { name: category }).check();
  await form.getByLabel(/^Notes/).fill(notes);
  await form.getByRole('button', { name: 'Send report' }).click();
  await expect(courier.getByText('Incident reported').first()).toBeVisible();
  await expect(courier.getByRole('list', { name: 'Your reports' })).toContainText(notes);
}

test('a courier reports incidents; the admin sees them live on delivery safety and a theft on the dashboard', async ({
  page,
  browser,
  request,
  loginAs,
}) => {
  test.setTimeout(120_000);
  const { fullName: courierName, ...login } = await ownCourier(request, 'Safety');
  await loginAs('admin');
  const subscribed = realtimeSubscribed(page);
  await page.goto('/admin/delivery-safety');
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery safety' })).toBeVisible();
  await subscribed;
  const incidents = page.getByRole('table', { name: 'Incidents' });

  const { context, page: courier } = await courierPage(browser);
  await signInCourier(courier, login);
  await goOnline(courier);

  // "Other" needs notes: the form says so before anything is sent.
  await courier.getByRole('link', { name: 'Report an incident' }).first().click();
  const form = courier.getByRole('form', { name: 'Report an incident' });
  await form.getByRole('radio', { name: 'Other' }).check();
  await form.getByRole('button', { name: 'Send report' }).click();
  await expect(form.getByText('Describe what happened')).toBeVisible();

  await report(courier, 'Unsafe location', 'Stairwell lights out at the back entrance');
  const row = incidents.getByRole('row', { name: /Stairwell lights out/ });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Unsafe location');
  await expect(row).toContainText(courierName);
  await expect(row).toContainText('Open');

  // The dashboard shows an open theft at once, and it links to the incident.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const alerts = page.getByRole('region', { name: 'Safety alerts' });
  await expect(alerts).toBeHidden();
  await report(courier, 'Theft or robbery', 'Bag taken on Atlantic Ave');
  const alert = alerts.getByRole('link', { name: new RegExp(`Theft or robbery: ${courierName}`) });
  await expect(alert).toBeVisible();
  await alert.click();

  // Acknowledged, the alert leaves the dashboard; the trail keeps the note.
  await expect(page.getByRole('heading', { level: 1, name: 'Theft or robbery' })).toBeVisible();
  await expect(page.getByText('Bag taken on Atlantic Ave')).toBeVisible();
  await expect(page.getByText("40.68920, -73.98570 (from the courier's phone)")).toBeVisible();
  await page.getByLabel('Note (optional)').fill('Called the courier, police on the way');
  await page.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(page.getByText('Incident acknowledged')).toBeVisible();
  await expect(page.getByText('Called the courier, police on the way')).toBeVisible();
  await page.getByRole('button', { name: 'Resolve' }).click();
  await expect(page.getByText('Add a note on how it was resolved')).toBeVisible();
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Safety alerts' })).toBeHidden();
  await context.close();
});
