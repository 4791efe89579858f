import type { ProductAnalyticsResponse } from '#domain/admin/product-analytics.ts';
import type { InventoryPage } from '#domain/admin/inventory.ts';
import { expect, test } from '../fixtures.ts';
import { realtimeSubscribed } from '../orders.ts';
import { shootSizes } from '../screenshots.ts';

/** Set to a folder to keep screenshots of the page. */
const SHOTS = process.env.PRODUCT_ANALYTICS_SHOTS;
const ANALYTICS = '/api/admin/products/analytics?period=90d&sort=name&dir=asc';

test('product analytics: the table sorts by name, exports what it shows, and follows a stock change live', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(60_000);
  await loginAs('admin');
  const following = realtimeSubscribed(page);
  await page.goto('/admin/products/analytics?period=90d&sort=name&dir=asc');
  await expect(page.getByRole('heading', { level: 1, name: 'Product analytics' })).toBeVisible();
  await following;

  const first = async () => {
    const report = (await (await page.request.get(ANALYTICS)).json()) as ProductAnalyticsResponse;
    return { report, row: report.rows[0]! };
  };
  const { row } = await first();
  // Parallel journeys add products of their own: the page's count and its rows must agree with each other.
  const summary = page.getByText(/\(90 days\)\. [\d,]+ products\./);
  await expect(summary).toBeVisible();
  const total = Number(/([\d,]+) products\./.exec((await summary.textContent())!)![1]!.replace(/,/g, ''));
  const table = page.getByRole('table', { name: 'Product analytics' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(Math.min(50, total));
  await expect(rows.first()).toContainText(row.name);
  const export_ = page.getByRole('link', { name: 'Export CSV' });
  await expect(export_).toHaveAttribute('href', /period=90d&sort=name&dir=asc/);
  await shootSizes(page, SHOTS, 'product-analytics');

  // A thousand more units on the shelf of the first product: its stock cell follows without a reload. (Parallel
  // journeys may buy a unit of it meanwhile: one unit more could be cancelled out by a sale.)
  const headers = await table.getByRole('columnheader').allInnerTexts();
  const stockColumn = headers.findIndex((h) => h.trim() === 'Stock');
  expect(stockColumn).toBeGreaterThan(0);
  const shelf = (await (
    await page.request.get(`/api/admin/inventory?q=${encodeURIComponent(row.name)}`)
  ).json()) as InventoryPage;
  const variantId = shelf.rows.find((r) => r.productId === row.productId)!.variantId;
  const stockCell = rows.first().getByRole('cell').nth(stockColumn);
  await expect(stockCell).toHaveText(row.stock.toLocaleString('en-US'));
  const origin = new URL(page.url()).origin;
  const adjusted = await page.request.post(`/api/admin/inventory/${variantId}/adjust`, {
    data: { mode: 'delta', delta: 1000, reason: 'received', note: 'Product analytics e2e' },
    headers: { origin },
  });
  expect(adjusted.status()).toBe(200);
  await expect(async () => {
    const now = (await first()).row;
    expect(now.productId).toBe(row.productId);
    expect(now.stock).toBeGreaterThan(row.stock + 900);
    await expect(stockCell).toHaveText(now.stock.toLocaleString('en-US'), { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  expect(new URL(page.url()).pathname).toBe('/admin/products/analytics');
});
