import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

/** Waits until the worker is active and controls the page; answers its script URL. */
export async function workerInControl(page: Page): Promise<string> {
  const script = await page.evaluate(
    async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? '',
  );
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return script;
}

/** Every URL held by the page's caches, by cache name. */
export function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const all: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      all[name] = (await cache.keys()).map(
        (request) => new URL(request.url).pathname + new URL(request.url).search,
      );
    }
    return all;
  });
}

/** Opens a URL without the fixtures' wait for the live app (the offline page has none). */
export async function openRaw(page: Page, path: string) {
  await page.evaluate((to) => location.assign(to), path);
  await page.waitForURL((url) => url.pathname === path);
}

export async function firstProduct(page: Page): Promise<{ id: string; name: string }> {
  const { products } = (await (await page.request.get('/api/products')).json()) as {
    products: { id: string; name: string }[];
  };
  expect(products.length).toBeGreaterThan(0);
  return products[0]!;
}

/**
 * Screenshots at phone (390×844) and desktop (1440×900) sizes, light and dark, into PWA_SCREENSHOTS when it is set
 * (`PWA_SCREENSHOTS=<dir> npx playwright test e2e/pwa`, a dir outside test-results/, which each run empties).
 */
export async function shootPwa(page: Page, name: string) {
  const dir = process.env.PWA_SCREENSHOTS;
  if (!dir) return;
  test.info().setTimeout(test.info().timeout + 30_000);
  for (const [w, h] of [
    [390, 844],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      // The theme button (even under a toast) tells the toasts too; pages without one (offline) get the class alone.
      const toggle = page.getByRole('button', { name: `Switch to ${scheme} theme` }).first();
      if (await toggle.count()) await toggle.dispatchEvent('click');
      else
        await page.evaluate(
          (dark) => document.documentElement.classList.toggle('dark', dark),
          scheme === 'dark',
        );
      await page.waitForTimeout(200);
      await page.screenshot({ path: `${dir}/${name}-${w}-${scheme}.png` });
    }
  }
}
