import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { goOnline, ownCourier, signInCourier } from '../courier/courier-app.ts';
import { placeGuestOrder, realtimeSubscribed } from '../orders.ts';

const SHOP_DOOR = { latitude: 40.7265, longitude: -73.9815 };

/** A browser context of its own (a guest, a courier), with the age gate accepted. */
async function otherContext(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}) {
  const context = await browser.newContext(options);
  await context.addInitScript(() => {
    try {
      window.localStorage.setItem('age_verified', 'true');
    } catch {
      // about:blank has no localStorage.
    }
  });
  return context;
}

const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('an admin runs a new order from the live board to a courier on the live map', async ({
  page,
  browser,
  request,
  loginAs,
}) => {
  test.setTimeout(120_000);
  const { fullName: courierName, ...login } = await ownCourier(request, 'Live Board');
  await loginAs('admin');
  const subscribed = realtimeSubscribed(page);
  await page.goto('/admin/live-orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Live orders' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sound off' })).toHaveAttribute('aria-pressed', 'false');
  await subscribed;

  // A guest places an order elsewhere: it reaches the board without a reload, announced by a toast.
  const guest = await otherContext(browser);
  const order = await placeGuestOrder(guest.request, 'live');
  await guest.close();
  const card = page.getByRole('article', { name: new RegExp(`^Order ${order.orderNumber}\\b`) });
  await expect(page.getByText(`New order ${order.orderNumber}`)).toBeVisible();
  await expect(column(page, 'Pending')).toContainText(order.orderNumber);
  await expect(card).toContainText('Avery · Brooklyn');

  await card.getByRole('button', { name: 'Confirm' }).click();
  await expect(column(page, 'Confirmed')).toContainText(order.orderNumber);
  await expect(column(page, 'Pending')).not.toContainText(order.orderNumber);

  // From the keyboard: the focused card's next step is `n`.
  await card.focus();
  await page.keyboard.press('n');
  await expect(column(page, 'Preparing')).toContainText(order.orderNumber);
  await card.getByRole('button', { name: 'Mark ready' }).click();
  await expect(column(page, 'Ready')).toContainText(order.orderNumber);

  // The test's own courier goes online in a third context; the map shows them and the order's drop-off.
  const courierContext = await otherContext(browser, {
    geolocation: SHOP_DOOR,
    permissions: ['geolocation'],
  });
  const courier = await courierContext.newPage();
  await signInCourier(courier, login);
  await goOnline(courier);

  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Live map' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Live map' })).toBeVisible();
  const panel = page.getByRole('complementary', { name: 'Couriers and orders' });
  await expect(panel.getByRole('button', { name: new RegExp(courierName) })).toBeVisible();
  await expect(page.getByTitle(`Order ${order.orderNumber}`)).toBeVisible();
  await expect(page.getByTitle(`Courier ${courierName}`)).toBeVisible({ timeout: 25_000 });

  await panel.getByRole('button', { name: `Assign ${order.orderNumber}` }).click();
  const dialog = page.getByRole('dialog', { name: `Assign order ${order.orderNumber}` });
  await dialog.getByRole('radio', { name: new RegExp(courierName) }).check();
  await dialog.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByText(`Order ${order.orderNumber} assigned to ${courierName}`)).toBeVisible();
  await expect(dialog).toBeHidden();

  // The courier's app shows the order without a reload; the map lists it under the courier.
  await expect(courier.getByRole('article', { name: `Delivery ${order.orderNumber}` })).toBeVisible();
  await panel.getByRole('button', { name: new RegExp(courierName) }).click();
  await expect(panel.getByRole('region', { name: `${courierName}'s orders` })).toContainText(
    order.orderNumber,
  );
  await courierContext.close();
});
