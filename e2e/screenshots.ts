import type { Page } from '@playwright/test';

/**
 * Screenshots of the page at desktop (1440×900) and tablet (768×1024), light and dark, into `dir` when it is set
 * (a spec reads it from its own environment variable); the page is left at desktop size in light mode.
 */
export async function shootSizes(page: Page, dir: string | undefined, name: string, fullPage = false) {
  if (!dir) return;
  for (const [w, h] of [
    [1440, 900],
    [768, 1024],
  ] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width: w, height: h });
      await page.emulateMedia({ colorScheme: scheme });
      await page.evaluate(
        (dark) => document.documentElement.classList.toggle('dark', dark),
        scheme === 'dark',
      );
      await page.waitForTimeout(150);
      await page.screenshot({ path: `${dir}/${name}-${w}-${scheme}.png`, fullPage });
    }
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1440, height: 900 });
}
