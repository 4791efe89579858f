// npx tsx scripts/manifest-screenshots.ts [store URL]
// The web app manifest's screenshots (what an install dialog shows): the running store's home page at phone and
// desktop widths, as a returning visitor sees it, written as WebP to web/public/screenshots (committed).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { BANNER_DISMISSED_KEY } from '#domain/giveaways/rules.ts';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const out = join(fileURLToPath(new URL('..', import.meta.url)), 'web/public/screenshots');
const SHOTS = [
  { file: 'home-narrow.webp', width: 390, height: 844 },
  { file: 'home-wide.webp', width: 1440, height: 900 },
] as const;

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
});
try {
  for (const { file, width, height } of SHOTS) {
    const context = await browser.newContext({ viewport: { width, height }, serviceWorkers: 'block' });
    await context.addInitScript((dismissedKey) => {
      localStorage.setItem('age_verified', 'true');
      localStorage.setItem('theme', 'light');
      localStorage.setItem('health_probe', 'off');
      localStorage.setItem(dismissedKey, String(Date.now()));
    }, BANNER_DISMISSED_KEY);
    const page = await context.newPage();
    await page.goto(base, { waitUntil: 'networkidle' });
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await page.waitForTimeout(1000);
    const png = await page.screenshot();
    await sharp(png).webp({ quality: 78 }).toFile(join(out, file));
    await context.close();
  }
} finally {
  await browser.close();
}
console.log(`Wrote ${SHOTS.map((s) => s.file).join(', ')} to web/public/screenshots.`);
