import type { Page } from '@playwright/test';
import { expect } from '../fixtures.ts';

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
