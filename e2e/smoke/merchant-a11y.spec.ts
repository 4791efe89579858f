import { paths } from '#web/config/paths.ts';
import { checkPage } from '../axe.ts';
import { expect, test } from '../fixtures.ts';
import { advanceOrder, placeGuestOrder } from '../orders.ts';
import { ownProduct } from '../products.ts';

type MerchantPages = typeof paths.merchant;

// Each page is checked in the light theme, then held to the contrast rule in the dark one (checkOtherTheme).
test('partner portal: no serious or critical axe issue on any page, light and dark', async ({
  page,
  loginAs,
  request,
}) => {
  test.setTimeout(120_000);
  // Signed out, every portal page is the sign-in.
  await checkPage(page, paths.merchant.dashboard.getHref(), 'partner sign-in', true);
  await expect(page.getByRole('heading', { level: 1, name: 'Partner sign in' })).toBeVisible();

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
  }
});
