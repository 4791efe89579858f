import { expect, test } from '../fixtures.ts';
import { imageBytes, pdfBytes } from '../../server/test-support/media-files.ts';
import { shootSizes } from '../screenshots.ts';

const SHOTS = process.env.MEDIA_SHOTS;

test('an admin uploads an image and a PDF, files a lab result with that certificate, and the product page links it', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(90_000);
  const run = String(Date.now()).slice(-6);
  await loginAs('admin');
  await page.goto('/admin/media');
  await expect(page.getByRole('heading', { name: 'Media', level: 1 })).toBeVisible();

  await page.getByLabel('Choose files to upload').setInputFiles([
    {
      name: `shelf-${run}.png`,
      mimeType: 'image/png',
      buffer: Buffer.from(await imageBytes('png', 900, 700)),
    },
    { name: `coa-${run}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from(pdfBytes()) },
  ]);
  const uploads = page.getByRole('region', { name: 'Uploads' });
  await expect(uploads.getByText('Uploaded')).toHaveCount(2);
  const grid = page.getByRole('list', { name: 'Media' });
  await expect(grid.getByText(`shelf-${run}.png`)).toBeVisible();
  await expect(grid.getByText(`coa-${run}.pdf`)).toBeVisible();

  await grid.getByRole('button', { name: new RegExp(`shelf-${run}`) }).click();
  const details = page.getByRole('complementary', { name: 'Media details' });
  await details.getByLabel('Alt text').fill('A glass jar of flower on a shelf');
  await details.getByRole('button', { name: 'Save alt text' }).click();
  await expect(page.getByText('Alt text saved')).toBeVisible();
  await shootSizes(page, SHOTS, 'media');

  await page.goto('/admin/coa-management');
  await expect(page.getByRole('heading', { name: 'Lab results', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New lab result' }).click();
  const dialog = page.getByRole('dialog', { name: 'New lab result' });
  const product = dialog.getByLabel('Product', { exact: true });
  await expect(product.locator('option').nth(1)).toBeAttached();
  await product.selectOption({ index: 1 });
  const productId = await product.inputValue();
  await dialog.getByLabel('Batch number').fill(`E2E-${run}`);
  await dialog.getByLabel('Lab name').fill('Kaycha Labs NY');
  await dialog.getByLabel('Lab licence number').fill('OCM-LAB-0042');
  await dialog.getByLabel('Tested on').fill('2026-11-01');
  await dialog.getByLabel('Expires on').fill('2099-11-01');
  await dialog.getByLabel('THC %', { exact: true }).fill('21.5');
  await dialog.getByRole('button', { name: 'Upload or choose PDF' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose the certificate' });
  await picker.getByRole('button', { name: new RegExp(`coa-${run}`) }).click();
  await shootSizes(page, SHOTS, 'media-picker');
  await picker.getByRole('button', { name: 'Use PDF' }).click();
  await expect(dialog.getByRole('link', { name: `coa-${run}.pdf` })).toBeVisible();
  await shootSizes(page, SHOTS, 'lab-new');
  await dialog.getByRole('button', { name: 'Create lab result' }).click();

  const batch = page.getByRole('dialog', { name: new RegExp(`Batch E2E-${run}`) });
  await expect(batch.getByText('Valid')).toBeVisible();
  await batch
    .getByRole('region', { name: 'Variants on the shelf from this batch' })
    .getByRole('checkbox')
    .first()
    .check();
  await batch.getByRole('button', { name: 'Save linked variants' }).click();
  await expect(page.getByText('Linked variants saved')).toBeVisible();
  await page.keyboard.press('Escape');
  const row = page.getByRole('row', { name: new RegExp(`E2E-${run}`) });
  await expect(row.getByText('Valid')).toBeVisible();
  await expect(row.getByRole('link', { name: 'PDF' })).toBeVisible();
  await shootSizes(page, SHOTS, 'labs');

  await page.goto(`/product/${productId}`);
  const certificate = page.getByRole('link', { name: 'View certificate (PDF)' });
  await expect(certificate).toBeVisible();
  const href = await certificate.getAttribute('href');
  expect(href).toMatch(/^\/media\/library\/[0-9a-f-]{36}\/document\.pdf$/);
  const pdf = await page.request.get(href!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
});
