import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../fixtures.ts';
import { shootPwa, workerInControl } from './pwa-helpers.ts';

test.use({ pwa: true });

test('a new version waits for the customer: Reload activates it and reloads the page once', async ({
  page,
}) => {
  await page.goto('/');
  await workerInControl(page);

  // The next check for an update finds a changed worker script. Routing cannot change it: the browser fetches a
  // worker's own script outside the page and the worker, where Playwright's routes do not reach. The e2e server
  // reads static files from the build at each request, so the test changes the file and puts it back.
  const script = join(process.cwd(), 'dist', 'web', 'sw.js');
  const original = readFileSync(script);
  appendFileSync(script, '\n// next release\n');
  try {
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())!.update();
    });
  } finally {
    writeFileSync(script, original);
  }

  const offer = page.getByRole('listitem').filter({ hasText: 'A new version is available' });
  await expect(offer).toBeVisible();
  await shootPwa(page, 'update-offer');
  expect(await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting)).toBe(
    true,
  );
  // Nothing changes under the customer while the offer waits.
  await page.evaluate(() => ((window as { beforeReload?: boolean }).beforeReload = true));
  await page.waitForTimeout(1000);
  expect(await page.evaluate(() => (window as { beforeReload?: boolean }).beforeReload)).toBe(true);

  await offer.getByRole('button', { name: 'Reload' }).click();
  await page.waitForFunction(() => !(window as { beforeReload?: boolean }).beforeReload);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  const state = await page.evaluate(async () => {
    const registration = (await navigator.serviceWorker.getRegistration())!;
    return {
      waiting: !!registration.waiting,
      active: registration.active?.state,
      controlled: !!navigator.serviceWorker.controller,
    };
  });
  expect(state).toEqual({ waiting: false, active: 'activated', controlled: true });
  await expect(page.getByText('A new version is available')).toBeHidden();
});
