import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { realtimeSubscribed } from '../orders.ts';
import { goOnline, ownCourier, signInCourier } from '../courier/courier-app.ts';
import { guestCheckout, otherBrowser, shopIdOf, shopShelfItem, stockOf, trackOrder } from './shop-orders.ts';

const SHOP_DOOR = { latitude: 40.7265, longitude: -73.9815 };

/** The demo merchant on the live board, following the shop's topic. */
async function openBoard(page: Page, loginAs: (role: 'merchant') => Promise<void>) {
  await loginAs('merchant');
  const subscribed = realtimeSubscribed(page);
  await page.goto('/merchant/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await subscribed;
}

const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('a delivery end to end: guest orders, the shop prepares it, the courier picks it up, all live', async ({
  page,
  browser,
  loginAs,
}) => {
  test.setTimeout(120_000);
  await openBoard(page, loginAs);
  const item = await shopShelfItem(page.request, await shopIdOf(page));

  const guest = await otherBrowser(browser);
  const order = await guestCheckout(guest.page, item);
  // The new order reaches the board without a reload, announced (a toast lasts seconds: look before anything else).
  await expect(page.getByText(`New order ${order.orderNumber}`)).toBeVisible();
  const status = await trackOrder(guest.context, order.trackingCode);
  await expect(status).toHaveText('pending');

  const card = page.getByRole('article', { name: `Order ${order.orderNumber}` });
  await expect(
    column(page, 'New').getByRole('article', { name: `Order ${order.orderNumber}` }),
  ).toBeVisible();
  await card.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText(`Order ${order.orderNumber} accepted`)).toBeVisible();
  await card.getByRole('button', { name: 'Start preparing' }).click();
  // This order's card: another journey's order of the same shop can be in the column too.
  await expect(
    column(page, 'Preparing')
      .getByRole('article', { name: `Order ${order.orderNumber}` })
      .getByRole('button', { name: 'Ready for pickup' }),
  ).toBeVisible();

  // The courier, online with the PIN entered, takes it from the pool while it is prepared.
  const courier = await otherBrowser(browser, { geolocation: SHOP_DOOR, permissions: ['geolocation'] });
  await signInCourier(courier.page, await ownCourier(page.request, 'Shop Run'));
  await goOnline(courier.page);
  await courier.page.getByRole('button', { name: `Accept order ${order.orderNumber}` }).click();
  const delivery = courier.page.getByRole('article', { name: `Delivery ${order.orderNumber}` });
  const pickedUp = delivery.getByRole('button', { name: 'Picked up' });
  await expect(pickedUp).toBeDisabled();
  await expect(card.getByTestId('card-courier')).toBeVisible();

  await card.getByRole('button', { name: 'Ready for pickup' }).click();
  await expect(
    column(page, 'Ready for pickup').getByRole('article', { name: `Order ${order.orderNumber}` }),
  ).toBeVisible();

  // 'Picked up' turns on in the courier's app by itself.
  await expect(pickedUp).toBeEnabled();
  await pickedUp.click();
  await expect(status).toHaveText('in transit');
  await expect(
    column(page, 'Out with a courier').getByRole('article', { name: `Order ${order.orderNumber}` }),
  ).toBeVisible();

  expect(guest.problems).toEqual([]);
  expect(courier.problems).toEqual([]);
  await Promise.all([guest.context.close(), courier.context.close()]);
});

test('the shop rejects an order with a reason: the customer sees it cancelled and the stock is back', async ({
  page,
  browser,
  loginAs,
}) => {
  await openBoard(page, loginAs);
  const item = await shopShelfItem(page.request, await shopIdOf(page), true);
  const guest = await otherBrowser(browser);
  const order = await guestCheckout(guest.page, item);
  expect(await stockOf(page.request, item.productId, item.label)).toBe(item.stock - 1);
  const status = await trackOrder(guest.context, order.trackingCode);

  const card = page.getByRole('article', { name: `Order ${order.orderNumber}` });
  await card.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: `Reject ${order.orderNumber}?` });
  await dialog.getByRole('button', { name: 'Reject order' }).click();
  await expect(dialog.getByText('The reason must be at least 3 characters')).toBeVisible();
  await dialog.getByRole('button', { name: 'An item is out of stock' }).click();
  await dialog.getByRole('button', { name: 'Reject order' }).click();
  await expect(page.getByText(`Order ${order.orderNumber} rejected`)).toBeVisible();
  await expect(dialog).toBeHidden();

  await expect(status).toHaveText('cancelled');
  await expect(
    page.getByRole('region', { name: /Finished today/ }).getByText(order.orderNumber),
  ).toBeVisible();
  expect(await stockOf(page.request, item.productId, item.label)).toBe(item.stock);
  expect(guest.problems).toEqual([]);
  await guest.context.close();
});
