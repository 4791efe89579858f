import type { Page } from '@playwright/test';
import { paths } from '#web/config/paths.ts';
import { checkPage } from '../axe.ts';
import { DEMO_PASSWORD, demoEmail, expect, signIn, test } from '../fixtures.ts';
import { advanceOrder, placeGuestOrder } from '../orders.ts';
import { otherBrowser } from '../merchant/shop-orders.ts';
import { ownProduct } from '../products.ts';

type MerchantPages = typeof paths.merchant;

/** The portal's landmarks, like the rest of the store's: one banner, a nav, one main (the skip link's target), one h1. */
async function expectLandmarks(page: Page, title?: string) {
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveCount(1);
  if (title) await expect(h1).toHaveText(title);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.locator('main#main-content')).toHaveCount(1);
  await expect(page.getByRole('banner')).toHaveCount(1);
  expect(await page.getByRole('navigation').count()).toBeGreaterThan(0);
}

// Each page is checked in the light theme, then held to the contrast rule in the dark one (checkOtherTheme).
test('partner portal: every page in landmarks, with no serious or critical axe issue, light and dark', async ({
  page,
  browser,
  loginAs,
  request,
}) => {
  test.setTimeout(120_000);
  // Signed out, every portal page is the sign-in.
  await checkPage(page, paths.merchant.dashboard.getHref(), 'partner sign-in', true);
  await expectLandmarks(page, 'Partner sign in');

  // An order of the demo merchant's shop, for its pick list: preparing at once, so it leaves the New column whose
  // count the board's own journeys follow.
  const order = await placeGuestOrder(request, 'a11y', {
    product: await ownProduct(request, { merchantShop: true }),
  });
  await advanceOrder(request, order.orderNumber, 'preparing');
  await loginAs('merchant');
  // Every page of paths.merchant (which the routes and the menus read).
  for (const [name, entry] of Object.entries(paths.merchant) as [
    keyof MerchantPages,
    MerchantPages[keyof MerchantPages],
  ][]) {
    const href = name === 'pickList' ? paths.merchant.pickList.getHref(order.id) : entry.getHref('');
    await checkPage(page, href, `partner ${name}`, true);
    await expectLandmarks(page);
  }

  // Signed in without a shop (the portal's 403 for /api/merchant/me is expected there): the portal says so, in the
  // same frame.
  const customer = await otherBrowser(browser);
  await signIn(customer.page, demoEmail('customer'), DEMO_PASSWORD);
  await checkPage(customer.page, paths.merchant.dashboard.getHref(), 'partner no access', true);
  await expectLandmarks(customer.page, 'No partner shop access');
  await customer.context.close();
});
