import { expect, test } from '../fixtures.ts';
import { firstVisitToOrder } from './layers-journey.ts';
import { coveredTargets, expectFocusInSight } from './layers.ts';

test.use({ ageVerified: false, signupPrompt: true, viewport: { width: 1440, height: 900 } });

test('desktop: from the age gate to Place order nothing floats over the task and no promotion pops up', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await firstVisitToOrder(page, { phone: false });
});

test('the checks see a layer over the task: a fixed bar over prices, and focus under it', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'I am 21 or older' }).click();
  const card = page.getByRole('list', { name: 'Products' }).getByRole('listitem').first();
  await expect(card).toBeVisible();
  // What the giveaway banner used to be: a fixed bar at the bottom of the viewport.
  await page.evaluate(() => {
    const bar = document.createElement('div');
    bar.style.cssText = 'position:fixed;inset:auto 0 0 0;height:200px;background:#123;z-index:30';
    document.body.append(bar);
  });
  expect((await coveredTargets(page)).length).toBeGreaterThan(0);
  const link = card.getByRole('link').first();
  await link.evaluate((el) => {
    el.scrollIntoView({ block: 'end', behavior: 'instant' });
    (el as HTMLElement).focus({ preventScroll: true });
  });
  await expect(expectFocusInSight(page)).rejects.toThrow(/"by": "div /);
});
