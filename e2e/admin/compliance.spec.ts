import { readFileSync } from 'node:fs';
import { AGE_CSV_HEADER, EXCISE_CSV_HEADER } from '../../server/modules/compliance/compliance-csv.ts';
import { expect, test } from '../fixtures.ts';
import { STORE } from '../orders.ts';
import { plainCsv } from '../../server/test-support/csv.ts';

// The refusals this spec causes answer 400/422 (logged by the browser only when a page makes them; these are API calls).
test('an admin reads the compliance report and the age checks, and downloads their CSV', async ({
  page,
  loginAs,
}) => {
  const stamp = `${Date.now()}-${process.pid}`;
  // A sign-up without the 21+ confirmation: refused, and logged without personal data.
  const signUp = await page.request.post('/api/session/sign-up', {
    headers: { origin: STORE },
    data: {
      email: `e2e.minor.${stamp}@example.test`,
      password: 'Correct-horse-42',
      confirmPassword: 'Correct-horse-42',
      fullName: 'Minor Person',
      phone: '(347) 555-0188',
      ageConfirmed: false,
    },
  });
  expect(signUp.status()).toBe(400);

  await loginAs('admin');
  await page.goto('/admin/compliance');
  await expect(page.getByRole('heading', { name: 'Compliance', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Excise collected' })).toBeVisible();
  const rules = page.getByRole('table', { name: 'Rules in force' });
  await expect(rules.getByRole('row', { name: /Adult-use retail excise/ })).toContainText(
    'NY Tax Law §496-c',
  );
  const refusals = page.getByRole('table', { name: 'Refusals by rule' });
  await expect(
    refusals.getByRole('row', { name: /Sign-up without the 21\+ confirmation/ }),
  ).not.toContainText(/\b0$/);

  await page.getByRole('button', { name: '90 days' }).click();
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
  await expect(page.getByRole('button', { name: '90 days' })).toHaveAttribute('aria-pressed', 'true');

  const excise = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Excise CSV' }).click();
  const exciseCsv = plainCsv(readFileSync(await (await excise).path(), 'utf8'))
    .trim()
    .split('\n');
  expect(exciseCsv[0]).toBe(EXCISE_CSV_HEADER.join(','));
  expect(exciseCsv.at(-1)).toMatch(/^total,/);

  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Age verification' })
    .click();
  await expect(page.getByRole('heading', { name: 'Age verification', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Outcome' }).selectOption('refused');
  await page.getByRole('combobox', { name: 'Check' }).selectOption('sign_up');
  await expect(page).toHaveURL(/outcome=refused/);
  const table = page.getByRole('table', { name: 'Age checks' });
  await expect(table.getByText('Sign-up without the 21+ confirmation').first()).toBeVisible();

  const ages = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const ageCsv = plainCsv(readFileSync(await (await ages).path(), 'utf8'))
    .trim()
    .split('\n');
  expect(ageCsv[0]).toBe(AGE_CSV_HEADER.join(','));
  expect(ageCsv.length).toBeGreaterThan(1);
  expect(ageCsv.slice(1).every((line) => line.includes(',sign_up,refused,'))).toBe(true);
});
