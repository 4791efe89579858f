import type { SearchResult } from '#domain/catalog.ts';
import { expect, test } from '../fixtures.ts';

test('search dialog: shortcut, empty texts, results and navigation', async ({ page, request }) => {
  const searches: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/search')) searches.push(new URL(r.url()).searchParams.get('q') ?? '');
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search products' });
  const input = dialog.getByRole('combobox', { name: 'Search products' });
  await expect(input).toBeFocused();
  await expect(dialog.getByText('Start typing to search products...', { exact: true })).toBeVisible();

  await input.fill('v');
  // Longer than the 300 ms debounce: a single character must never reach the server.
  await page.waitForTimeout(700);
  expect(searches).toEqual([]);
  await expect(dialog.getByRole('option')).toHaveCount(0);

  await input.fill('Velvet Plum');
  const match = dialog.getByRole('option').filter({ has: page.getByText('Velvet Plum', { exact: true }) });
  await expect(match).toBeVisible();
  await expect(match).toContainText('Total THC');
  expect(searches).toEqual(['Velvet Plum']);
  const events = async () =>
    JSON.parse(await page.evaluate(() => localStorage.getItem('analytics_events') ?? '[]')) as unknown[];
  // A search is recorded once its results are in, with their count (the admin's "searches with no results").
  await expect.poll(events).toContainEqual(
    expect.objectContaining({
      name: 'search',
      properties: expect.objectContaining({ query: 'Velvet Plum' }),
    }),
  );

  await input.fill('zzqx');
  await expect(dialog.getByText('No results found for "zzqx"', { exact: true })).toBeVisible();
  await expect.poll(events).toContainEqual(
    expect.objectContaining({
      name: 'search',
      properties: expect.objectContaining({ query: 'zzqx', results: 0 }),
    }),
  );

  const { results } = (await (await request.get('/api/search?q=velvet')).json()) as {
    results: SearchResult[];
  };
  expect(results.length).toBeGreaterThan(1);
  await input.fill('velvet');
  await expect(dialog.getByRole('option')).toHaveCount(results.length);
  await input.press('ArrowDown');
  await expect(dialog.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true');
  await input.press('Enter');

  await expect(page).toHaveURL(`/product/${results[1]!.id}`);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(results[1]!.name);

  await page.getByRole('button', { name: 'Search products' }).click();
  await expect(page.getByRole('combobox', { name: 'Search products' })).toHaveValue('');
});

test('clicking a result opens its product page', async ({ page, request }) => {
  const { results } = (await (await request.get('/api/search?q=Catskill')).json()) as {
    results: SearchResult[];
  };
  const target = results.find((r) => r.name === 'Catskill Sunrise') ?? results[0]!;
  await page.goto('/');
  await page.getByRole('button', { name: 'Search products' }).click();
  await page.getByRole('combobox', { name: 'Search products' }).fill('Catskill');
  await page
    .getByRole('option')
    .filter({ has: page.getByText(target.name, { exact: true }) })
    .click();
  await expect(page).toHaveURL(`/product/${target.id}`);
  await expect(page.getByRole('dialog', { name: 'Search products' })).toBeHidden();
});
