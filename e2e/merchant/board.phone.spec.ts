import { expect, test } from '../fixtures.ts';
import { realtimeSubscribed } from '../orders.ts';
import { guestCheckout, otherBrowser, shopIdOf, shopShelfItem } from './shop-orders.ts';

test('on a phone the board is tabs with counts, and a new order lands in New live', async ({
  page,
  browser,
  loginAs,
}) => {
  await loginAs('merchant');
  const subscribed = realtimeSubscribed(page);
  await page.goto('/merchant/dashboard');
  await subscribed;
  const tabs = page.getByRole('tablist', { name: 'Order columns' });
  await expect(tabs.getByRole('tab')).toHaveText([/^New\d+$/, /^Preparing\d+$/, /^Ready\d+$/, /^Out\d+$/]);
  const before = Number((await tabs.getByRole('tab', { name: /^New/ }).textContent())!.replace(/\D/g, ''));

  const guest = await otherBrowser(browser);
  const order = await guestCheckout(guest.page, await shopShelfItem(page.request, await shopIdOf(page)));
  await expect(tabs.getByRole('tab', { name: /^New/ })).toHaveText(`New${before + 1}`);
  const card = page.getByRole('article', { name: `Order ${order.orderNumber}` });
  await card.getByRole('button', { name: 'Accept' }).click();
  await expect(card).toBeHidden();
  await tabs.getByRole('tab', { name: /^Preparing/ }).click();
  await expect(card.getByRole('button', { name: 'Start preparing' })).toBeVisible();
  expect(guest.problems).toEqual([]);
  await guest.context.close();
});
