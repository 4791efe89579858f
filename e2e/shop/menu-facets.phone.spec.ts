import { expect, test } from '../fixtures.ts';

const dollars = (text: string) => Number(/\$([\d,.]+)/.exec(text)![1]!.replace(',', ''));

test('the menu filters and sorts from the URL, on a phone, without covering the grid', async ({ page }) => {
  await page.goto('/#products');
  const catalog = page.getByRole('region', { name: 'Shop all products' });
  const cards = catalog.getByRole('list', { name: 'Products' }).getByRole('listitem');
  const filters = catalog.getByRole('group', { name: 'Filters' });
  await expect(cards.first()).toBeVisible();

  await filters.getByRole('combobox', { name: 'Strain type' }).selectOption('indica');
  await expect(page).toHaveURL(/[?&]strain=indica/);
  await expect(cards.filter({ hasNotText: /· Indica/i })).toHaveCount(0);
  const count = await cards.count();
  await expect(catalog.getByText(`${count} products`, { exact: true })).toBeVisible();
  // The option counts what it would show.
  await expect(filters.getByRole('combobox', { name: 'Strain type' })).toContainText(`Indica (${count})`);

  await catalog.getByRole('combobox', { name: 'Sort by' }).selectOption('price-asc');
  await filters.getByRole('button', { name: 'In stock only' }).click();
  await expect(page).toHaveURL(/strain=indica&sort=price-asc&stock=in|stock=in/);
  await expect(cards.filter({ hasText: 'Out of stock' })).toHaveCount(0);
  const prices = async () => (await cards.getByText(/\$\d/).allTextContents()).map(dollars);
  await expect.poll(prices).toEqual([...(await prices())].sort((a, b) => a - b));
  expect((await prices()).length).toBeGreaterThan(2);

  // The row of filters sits above the grid, never over a card or its price.
  const row = (await filters.boundingBox())!;
  const first = (await cards.first().boundingBox())!;
  expect(row.y + row.height).toBeLessThanOrEqual(first.y);

  // A reload keeps every choice; Back undoes the last one.
  const url = page.url();
  await page.reload();
  await expect(page).toHaveURL(url);
  await expect(filters.getByRole('combobox', { name: 'Strain type' })).toHaveValue('indica');
  await expect(catalog.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');
  await expect(filters.getByRole('button', { name: 'In stock only' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect.poll(prices).toEqual([...(await prices())].sort((a, b) => a - b));

  await page.goBack();
  await expect(page).not.toHaveURL(/stock=in/);
  await expect(filters.getByRole('button', { name: 'In stock only' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(page).toHaveURL(/sort=price-asc/);

  // An option that would show nothing is disabled; a shared link can still ask for it.
  const over100 = filters
    .getByRole('combobox', { name: 'Price' })
    .getByRole('option', { name: /\$100 and up/ });
  await expect(over100).toBeDisabled();
  await page.goto('/?strain=indica&price=100-up&sort=price-asc');
  await expect(catalog.getByText('No products match these filters.', { exact: true })).toBeVisible();
  await catalog.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(page).not.toHaveURL(/strain=|price=/);
  await expect(page).toHaveURL(/sort=price-asc/);
});
