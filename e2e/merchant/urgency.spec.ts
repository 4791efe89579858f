import { nyTime } from '#domain/time/ny-format.ts';
import { expect, test } from '../fixtures.ts';
import { ownProduct } from '../products.ts';
import { realtimeSubscribed, STORE } from '../orders.ts';
import { guestCheckout, otherBrowser } from './shop-orders.ts';

const MINUTE = 60_000;

test("a waiting order's card turns amber, then late on the board's clock, and says why in words", async ({
  page,
  browser,
  loginAs,
}) => {
  // The page's clock runs from now like the real one until the test moves it on; the server keeps real time.
  await page.clock.install({ time: new Date() });
  await loginAs('merchant');
  const subscribed = realtimeSubscribed(page);
  await page.goto('/merchant/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await subscribed;

  const product = await ownProduct(page.request, { merchantShop: true });
  const guest = await otherBrowser(browser);
  const order = await guestCheckout(guest.page, { productId: product.id, label: product.variants[0]!.label });
  const card = page.getByRole('article', { name: `Order ${order.orderNumber}` });
  try {
    await expect(card.getByTestId('card-timer')).toHaveText(/waiting to be accepted$/);
    await expect(card).toHaveAttribute('data-urgency', 'ok');

    await page.clock.fastForward('04:00');
    await expect(card.getByTestId('card-timer')).toHaveText(/^Waiting [45] min to be accepted$/);
    await expect(card).toHaveAttribute('data-urgency', 'warning');

    // Past the order's due time (an ASAP order's is an hour after checkout; a scheduled one's, its window's end).
    const detail = await page.request.get(`/api/merchant/orders/${order.id}`);
    const due = new Date(((await detail.json()) as { order: { windowEnd: string } }).order.windowEnd);
    const pageNow = await page.evaluate(() => Date.now());
    await page.clock.fastForward(due.getTime() - pageNow + 6 * MINUTE + 20_000);
    await expect(card).toHaveAttribute('data-urgency', 'late');
    await expect(card.getByTestId('card-due')).toHaveText(`Late: due ${nyTime(due)}, 6 min ago`);
    await expect(card.getByTestId('card-timer')).toHaveText(/^Waiting \d+ h( \d+ min)? to be accepted$/);
  } finally {
    // Off the demo shop's board, so no other journey meets it.
    const rejected = await page.request.post(`/api/merchant/orders/${order.id}/reject`, {
      headers: { origin: STORE },
      data: { reason: 'An item is out of stock' },
    });
    expect(rejected.status()).toBe(200);
  }
  expect(guest.problems).toEqual([]);
  await guest.context.close();
});
