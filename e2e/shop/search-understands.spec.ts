import { expect, test } from '../fixtures.ts';

// The demo catalog (server/seed/catalog-data-*.ts). Parallel journeys may add copies named "Test Batch …" with a
// demo product's strain and description, so the checks look for the demo names rather than exact lists.
test('search reads strain types, pre-rolls, typos, effects and THC, and never dead-ends', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Search products' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search products' });
  const input = dialog.getByRole('combobox', { name: 'Search products' });
  const options = dialog.getByRole('option');
  await expect(input).toBeFocused();
  // Focus visible (WCAG 2.4.7): the focused search field draws a ring around its row.
  await expect(input.locator('..')).toHaveCSS('box-shadow', /rgb.*0px 0px 0px 2px/);

  await input.fill('indica');
  await expect(options.first()).toContainText('Velvet Plum');
  await expect(options.first()).toContainText('Flower · Indica');
  for (const name of ['Midnight Orchard', 'Cedar Smoke', 'Velvet Plum Pre-Roll 5-Pack, 5 × 0.7 g'])
    await expect(options.filter({ hasText: name }).first()).toBeVisible();
  await expect(options.filter({ hasNotText: '· Indica' })).toHaveCount(0);

  await input.fill('pre roll');
  await expect(options.filter({ hasText: 'Catskill Sunrise Pre-Roll, 1 g' })).toBeVisible();
  await expect(options.filter({ hasNotText: 'Pre-Rolls ·' })).toHaveCount(0);

  await input.fill('velvit plum');
  await expect(options.first().getByText('Velvet Plum', { exact: true })).toBeVisible();

  await input.fill('sleep');
  await expect(options.filter({ hasText: 'Midnight Orchard' })).toBeVisible();
  await expect(options.filter({ hasText: 'Velvet Plum' }).first()).toBeVisible();
  await expect(options.filter({ hasText: /Sunrise|Earl Grey|Bergamot/ })).toHaveCount(0);

  await input.fill('thc 25');
  await expect(options.first()).toContainText('Garnet Reserve');
  await expect(options.nth(1)).toContainText('Adirondack Mint');
  await expect(options.filter({ hasText: 'Edibles ·' })).toHaveCount(0);

  // Nothing matches: the spec's text, a near name to search instead and the categories to browse.
  await input.fill('velvet plum gummies');
  await expect(dialog.getByText('No results found for "velvet plum gummies"', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Velvet Plum', exact: true }).click();
  await expect(input).toHaveValue('Velvet Plum');
  await expect(input).toBeFocused();
  await expect(options.first()).toContainText('Velvet Plum');

  await input.fill('zzqx');
  const browse = dialog.getByRole('navigation', { name: 'Browse categories' });
  await browse.getByRole('link', { name: 'Edibles', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL('/?category=edibles#products');
  const catalog = page.getByRole('region', { name: 'Shop all products' });
  await expect(catalog.getByRole('button', { name: 'Edibles', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});
