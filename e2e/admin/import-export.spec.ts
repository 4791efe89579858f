import type { Page } from '@playwright/test';
import { IMPORT_COLUMNS } from '#domain/admin/import-export.ts';
import { DEMO_PASSWORD, demoEmail, expect, test } from '../fixtures.ts';
import { plainCsv } from '../../server/test-support/csv.ts';
import { openFromNav } from './admin-nav.ts';

// The header that names a column twice: the preview's 422 is the refusal the page shows.
test.use({ allowConsoleErrors: [/status of 422 .*\/api\/admin\/import-export\/products\/preview/] });

async function signInAsAdmin(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(demoEmail('admin'));
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/admin/dashboard');
}

/** Two products, three rows; `price` of the third row as given. */
function csv(shop: string, run: string, thirdPrice: string) {
  const row = (key: string, name: string, label: string, grams: string, price: string, sku: string) =>
    [
      key,
      name,
      'flower',
      shop,
      'Hudson Valley Growers',
      'OCM-PROC-24-000123',
      'hybrid',
      'Bright and citrusy.',
    ]
      .concat(['flower', '20', '', '0.2', '', '', 'draft', label, grams, price, '8', sku, '3'])
      .join(',');
  return [
    IMPORT_COLUMNS.join(','),
    row(`e2e-${run}-a`, `E2E Haze ${run}`, '3.5g', '3.5', '40.00', `E2E-${run}-A1`),
    row(`e2e-${run}-a`, `E2E Haze ${run}`, '7g', '7', '75.00', `E2E-${run}-A2`),
    row(`e2e-${run}-b`, `E2E Kush ${run}`, '3.5g', '3.5', thirdPrice, `E2E-${run}-B1`),
  ].join('\n');
}

test('an import with a bad row shows the error by row and column and cannot run; fixed, it imports', async ({
  page,
}) => {
  const run = Date.now().toString(36);
  const { shops } = (await (await page.request.get('/api/shops')).json()) as { shops: { slug: string }[] };
  const shop = shops[0]!.slug;
  await signInAsAdmin(page);
  await openFromNav(page, 'Catalog', 'Import and export');
  await expect(page.getByRole('heading', { name: 'Import and export', level: 1 })).toBeVisible();

  const file = page.getByLabel('CSV file to import');
  // A header naming a column twice is refused before any row is read.
  await file.setInputFiles({
    name: 'twice.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv(shop, run, '10.00').replace(/^product_key,/, 'sku,')),
  });
  await expect(
    page.getByRole('alert').filter({ hasText: 'The header names the column sku more than once' }),
  ).toBeVisible();

  await file.setInputFiles({
    name: 'menu.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv(shop, run, 'ten')),
  });
  await expect(page.getByRole('status', { name: 'Preview counts' })).toContainText('1 error');
  const bad = page.getByRole('row').filter({ hasText: `e2e-${run}-b` });
  await expect(bad.getByRole('cell').first()).toHaveText('4');
  await expect(bad).toContainText('price: Enter a price');
  await expect(page.getByRole('button', { name: 'Import 2 products' })).toBeDisabled();

  await file.setInputFiles({
    name: 'menu-fixed.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv(shop, run, '10.00')),
  });
  await expect(page.getByRole('status', { name: 'Preview counts' })).toContainText('No errors');
  await page.getByRole('button', { name: 'Import 2 products' }).click();
  // The import runs as a background job: the page follows it until every row is written.
  await expect(
    page.getByText('Imported 2 products and 3 variants from menu-fixed.csv as drafts.'),
  ).toBeVisible({ timeout: 15_000 });

  // The products page belongs to another part of the console; the inventory lists the new variants.
  await page.goto(`/admin/inventory?q=${encodeURIComponent(`E2E-${run}`)}`);
  await expect(page.getByText(`E2E-${run}-A1`, { exact: true })).toBeVisible();
  const kush = page.getByRole('row').filter({ hasText: `E2E-${run}-B1` });
  await expect(kush).toContainText(`E2E Kush ${run}`);
  const exported = plainCsv(await (await page.request.get('/api/admin/import-export/products.csv')).text());
  expect(exported).toContain(`e2e-${run}-a,E2E Haze ${run},flower,${shop}`);
  expect(exported).toContain(`e2e-${run}-b,E2E Kush ${run},flower,${shop}`);
});
