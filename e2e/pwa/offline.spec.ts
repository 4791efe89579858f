import { expect, test } from '../fixtures.ts';
import { cachedUrls, firstProduct, openRaw, shootPwa, workerInControl } from './pwa-helpers.ts';

test.use({
  pwa: true,
  // Offline, the app's own requests (session, analytics, the realtime socket) fail as they should, and so do images
  // the browser took from its memory cache on the reload, which never reached the worker.
  allowConsoleErrors: [
    [/net::ERR_INTERNET_DISCONNECTED/, /WebSocket connection to .* failed/, /ERR_FAILED \(\S+\/media\//],
    { scope: 'test' },
  ],
});

test('the worker is /sw.js?v=10 and keeps the store readable offline', async ({ page, context }) => {
  // Eight page loads, two of them waiting for the worker's caches: on a busy two-core machine more than 30 s.
  test.setTimeout(60_000);
  const product = await firstProduct(page);
  await page.goto('/');
  expect(await workerInControl(page)).toMatch(/\/sw\.js\?v=10$/);
  // Seen again under the worker, so the catalog and its images are kept.
  await page.reload();
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  // The product page's data is kept in the background once the page has loaded.
  await expect
    .poll(async () => Object.values(await cachedUrls(page)).flat())
    .toContain(`/api/products/${product.id}`);

  const [image] = (await cachedUrls(page))['nym-images-v1'] ?? [];
  expect(image).toMatch(/^\/media\//);
  await context.setOffline(true);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Premium Flower Delivery NYC' })).toBeVisible();
  await expect(page.getByRole('link', { name: product.name, exact: true }).first()).toBeVisible();

  expect(await page.evaluate(async (url) => (await fetch(url)).status, image!)).toBe(200);

  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);

  await openRaw(page, '/faq');
  await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible();
  await expect(page.getByText('New York Minute NYC')).toBeVisible();
  await shootPwa(page, 'offline-page');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible();

  // Back online, the page tries again by itself.
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: "You're offline" })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
});
