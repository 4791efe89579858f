import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { pdfBytes } from '../../server/test-support/media-files.ts';
import { expect, test } from '../fixtures.ts';
import { shootSizes } from '../screenshots.ts';

const SHOTS = process.env.PRODUCTS_SHOTS;

const shoot = (page: Page, name: string) => shootSizes(page, SHOTS, name, true);

const saveAndContinue = (page: Page) => page.getByRole('button', { name: 'Save and continue' }).click();

test('the catalog team creates a product through every step, activates it, and a shopper finds it live', async ({
  page,
  browser,
  loginAs,
}) => {
  // Five saved steps, an upload and a second browser: longer than the default budget on a busy machine.
  test.setTimeout(90_000);
  const name = `Harbor Haze ${Date.now().toString(36)}`;
  // A shopper's page is open before the product exists; it is never reloaded.
  const shopper = await browser.newContext();
  await shopper.addInitScript(() => window.localStorage.setItem('age_verified', 'true'));
  const store = await shopper.newPage();
  await store.goto('/');
  await expect(store.getByRole('heading', { level: 1 })).toBeVisible();

  await loginAs('admin');
  await page.goto('/admin/products');
  // The admin app's first page after signing in: its chunks are fetched now, slow on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('table', { name: 'Products' }).getByRole('row')).not.toHaveCount(1);
  await shoot(page, 'products');
  await page.getByRole('link', { name: 'New product' }).click();

  // Basics: the draft is written when this step is saved.
  await expect(page.getByRole('navigation', { name: 'Product form steps' })).toBeVisible();
  await shoot(page, 'product-new-basics');
  await page.getByLabel('Product name').fill(name);
  await page.getByLabel('Shop').selectOption({ index: 1 });
  await page.getByLabel('Licensed producer').fill('Hudson Valley Growers');
  await page.getByLabel(/OCM licence number/).fill('OCM-PROC-24-000123');
  await page.getByLabel('Description').fill('Sweet citrus, sea breeze and a calm, clear high.');
  await saveAndContinue(page);

  // Variants: a new variant's stock goes to the ledger as received.
  await expect(page).toHaveURL(/\/admin\/products\/[0-9a-f-]+\/edit\?step=variants/);
  await page.getByRole('button', { name: 'Add variant' }).click();
  await page.getByLabel('Variant 1 label').fill('3.5g');
  await page.getByLabel('Variant 1 net grams').fill('3.5');
  await page.getByLabel('Variant 1 price').fill('45');
  await page.getByLabel('Variant 1 stock').fill('20');
  await saveAndContinue(page);

  // Compliance: total THC computed live, and the batch's lab result added here.
  await expect(page).toHaveURL(/step=compliance/);
  await page.getByLabel('THC %').fill('1');
  await page.getByLabel('THCA %').fill('24');
  await expect(page.getByTestId('total-thc')).toHaveText('22%');
  await expect(page.getByLabel('THC mg per serving')).toHaveCount(0);
  await page.getByRole('button', { name: 'Add a lab result' }).click();
  await page.getByLabel('Lab', { exact: true }).fill('Keystone Labs');
  await page.getByLabel('Lab licence').fill('OCM-LAB-24-000042');
  await page.getByLabel('Batch number').fill(`HH-${Date.now()}`);
  await page.getByLabel('Tested on').fill('2026-10-01');
  await page.getByLabel('Expires on').fill('2030-10-01');
  // The certificate (COA), as on the lab results page: a PDF uploaded to the media library.
  const coa = `coa-${name.split(' ').at(-1)}.pdf`;
  await page.getByRole('button', { name: 'Upload or choose PDF' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose the certificate' });
  await picker
    .getByLabel('Choose files to upload')
    .setInputFiles({ name: coa, mimeType: 'application/pdf', buffer: Buffer.from(pdfBytes()) });
  await expect(
    page.getByRole('group', { name: 'New lab result' }).getByRole('link', { name: coa }),
  ).toBeVisible();
  await shoot(page, 'product-lab-certificate');
  await page.getByRole('button', { name: 'Save lab result' }).click();
  await expect(page.getByLabel('Lab result for the batch on the shelf')).not.toHaveValue('');
  const productId = /\/admin\/products\/([0-9a-f-]{36})\//.exec(page.url())![1]!;
  const labs = (await (await page.request.get(`/api/admin/lab-results?productId=${productId}`)).json()) as {
    items: { certificateUrl: string | null }[];
  };
  expect(labs.items).toHaveLength(1);
  expect(labs.items[0]!.certificateUrl).toMatch(/^\/media\/library\/[0-9a-f-]{36}\/document\.pdf$/);
  await shoot(page, 'product-compliance');
  await saveAndContinue(page);

  // Images: uploaded to the media library, alt text required.
  await expect(page).toHaveURL(/step=images/);
  const png = await sharp({ create: { width: 900, height: 900, channels: 3, background: '#3f7d5a' } })
    .png()
    .toBuffer();
  await page
    .getByLabel('Upload image')
    .setInputFiles({ name: 'harbor-haze.png', mimeType: 'image/png', buffer: png });
  const alt = page.getByLabel('Alt text (main image)');
  await expect(alt).toBeVisible();
  await saveAndContinue(page);
  await expect(page.getByText('Enter the image description (alt text)')).toBeVisible();
  await alt.fill(`A jar of ${name} flower`);
  await shoot(page, 'product-images');
  await saveAndContinue(page);

  // Review: the customer's view, no failing rule, then Activate.
  await expect(page).toHaveURL(/step=review/);
  await expect(page.getByText('Every rule passes: it can be sold.')).toBeVisible();
  await shoot(page, 'product-review');
  await page.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText('Active', { exact: true }).first()).toBeVisible();

  // The shopper, in another context and without a reload, finds it.
  await store.keyboard.press('Control+k');
  const dialog = store.getByRole('dialog', { name: 'Search products' });
  await dialog.getByRole('combobox', { name: 'Search products' }).fill(name);
  await expect(dialog.getByRole('option').filter({ hasText: name })).toBeVisible();
  await shopper.close();

  await page.goto('/admin/templates');
  await expect(page.getByRole('heading', { level: 1, name: 'Product templates' })).toBeVisible();
  await shoot(page, 'templates');
});

test('the products table keeps its filters in the URL, bulk-activates with each refusal named, and starts a product from a template', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(90_000);
  await loginAs('admin');
  await page.goto('/admin/products');
  const table = page.getByRole('table', { name: 'Products' });
  await expect(table.getByRole('row')).not.toHaveCount(1);
  await page.getByLabel('Status').selectOption('active');
  await expect(page).toHaveURL(/status=active/);
  await shoot(page, 'products-active');
  // A seeded product (its own picture, no library image yet), found by name: the filters stay in the URL.
  await page.goto('/admin/products?q=Velvet%20Plum%20Live%20Rosin');
  const row = table.getByRole('row').filter({ hasText: 'Velvet Plum Live Rosin' }).first();
  await row.getByRole('checkbox').check();
  await expect(page.getByText('1 selected')).toBeVisible();
  await shoot(page, 'products-selection');
  await page.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText('1 product archived')).toBeVisible();
  await expect(row.getByText('Archived')).toBeVisible();
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText('1 product activated')).toBeVisible();
  await expect(row.getByText('Active')).toBeVisible();

  // Its duplicate is a new draft with no image and no lab result: bulk activation names why it is refused.
  await row.getByRole('link').click();
  await page.getByRole('link', { name: 'Duplicate' }).click();
  await expect(page.getByLabel('Product name')).toHaveValue('Velvet Plum Live Rosin, 1 g (copy)');
  await shoot(page, 'product-duplicate');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/step=variants/);
  await expect(page.getByLabel('Variant 1 label')).toHaveValue('1g');
  await expect(page.getByLabel('Variant 1 SKU')).toHaveValue('');
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByRole('heading', { name: 'Before it can be active' })).toBeVisible();
  await shoot(page, 'product-edit-review');
  await page.goto('/admin/products?status=draft&q=Velvet%20Plum%20Live%20Rosin');
  const copy = table.getByRole('row').filter({ hasText: '(copy)' }).first();
  await copy.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Activate' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Velvet Plum Live Rosin, 1 g (copy): Add at least one image' }),
  ).toBeVisible();
  await shoot(page, 'products-refused');

  await page.goto('/admin/templates');
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Edible — 10-pack, 100 mg' })
    .getByRole('link', { name: 'New product' })
    .click();
  await expect(page.getByLabel('Category')).toHaveValue('edibles');
  await expect(page.getByLabel('Description')).toHaveValue(/10 pieces/);
  await shoot(page, 'product-from-template');
});
