import { expect, test } from '../fixtures.ts';
import { shootPwa } from './pwa-helpers.ts';

test.use({ pwa: true });

const toast = (page: import('@playwright/test').Page) =>
  page.getByRole('listitem').filter({ hasText: 'Connection Issues Detected' });

test.describe('with the API down', () => {
  test.use({ allowConsoleErrors: [[/status of 503\b/], { scope: 'test' }] });

  test('one toast names the failing backend, 2 s after load', async ({ page, context }) => {
    let probes = 0;
    await context.route('**/api/health', (route) => {
      probes += 1;
      return route.fulfill({ status: 503, json: { error: { code: 'unavailable', message: 'down' } } });
    });
    await page.goto('/');
    const shown = toast(page);
    await expect(shown).toBeVisible({ timeout: 15_000 });
    await expect(shown).toContainText('Some features may not work properly. Please refresh the page.');
    const items = shown.getByRole('list', { name: 'Failing checks' }).getByRole('listitem');
    await expect(items).toHaveText(['Backend connection failed']);
    expect(probes).toBe(1);
    await shootPwa(page, 'health-toast');
    await expect(toast(page)).toHaveCount(1);
  });
});

test('a healthy store shows no health toast', async ({ page }) => {
  let probed = false;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/health')) probed = true;
  });
  await page.goto('/');
  // Decided: every check answered (the realtime handshake may take up to its 5 s).
  await expect(page.locator('html[data-health-checked]')).toBeAttached({ timeout: 15_000 });
  expect(probed).toBe(true);
  await expect(toast(page)).toHaveCount(0);
});
