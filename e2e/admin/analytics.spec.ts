import { readFile } from 'node:fs/promises';
import { DEMO_PASSWORD, demoEmail, expect, test } from '../fixtures.ts';
import { plainCsv } from '../../server/test-support/csv.ts';

test('an admin reads the funnel with the API figures and downloads a table as CSV', async ({ page }) => {
  await page.goto('/admin/login?next=%2Fadmin%2Fanalytics%3Fperiod%3D7d');
  await page.getByLabel('Email').fill(demoEmail('admin'));
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();

  const res = await page.request.get('/api/admin/analytics?period=7d');
  expect(res.status()).toBe(200);
  const api = (await res.json()) as { funnel: { step: string; count: number }[] };
  for (const step of api.funnel) {
    await expect(page.getByTestId(`funnel-${step.step}-count`)).toHaveText(
      step.count.toLocaleString('en-US'),
    );
  }

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'CSV of By borough' }).click();
  const file = await (await download).path();
  const csv = plainCsv(await readFile(file, 'utf8'));
  expect(csv.split('\n')[0]).toBe('name,orders,revenue,previous_orders,previous_revenue');
});
