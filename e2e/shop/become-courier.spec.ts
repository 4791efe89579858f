import { COURIER_MESSAGES } from '#domain/couriers/schemas.ts';
import { expect, test } from '../fixtures.ts';

test('the footer leads to the courier application, which answers with the server message', async ({
  page,
}) => {
  await page.goto('/about');
  await page
    .getByRole('navigation', { name: 'Company' })
    .getByRole('link', { name: 'Become a courier' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Become a courier' })).toBeVisible();
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText('Full name is required')).toBeVisible();

  const stamp = Date.now();
  await page.getByLabel('Full name').fill('Jordan Rivers');
  await page.getByLabel('Email').fill(`e2e.apply.${stamp}@example.test`);
  await page.getByLabel('Phone').fill(`(718) 555-${String(stamp).slice(-4)}`);
  await page.getByLabel('Borough').selectOption('Queens');
  await page.getByLabel('Vehicle').selectOption('bike');
  await page.getByLabel('Date of birth').fill('1994-03-09');
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText(COURIER_MESSAGES.applicationReceived, { exact: true })).toBeVisible();
});
