import type { APIRequestContext, Browser } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { goOnline, ownCourier, signInCourier } from '../courier/courier-app.ts';
import { advanceOrder, placeGuestOrder, realtimeSubscribed } from '../orders.ts';
import { ownProduct } from '../products.ts';

/**
 * Each test's courier waits on a corner of its own and its order goes to a ZIP of its own, a mile or more from the
 * shop doors and the Brooklyn drop-off where the other journeys' couriers and orders stand: a marker drawn over
 * another would take the click or the drop. All inside the area the map frames.
 */
const SPOTS = {
  'Map Dispatch': { latitude: 40.7075, longitude: -74.0113 },
  'Map Drag': { latitude: 40.7465, longitude: -74.0014 },
} as const;

/**
 * The test's own courier (no journey beside it gives them orders), signed in and online in their own browser: age
 * gate accepted, position granted.
 */
async function courierOnline(browser: Browser, request: APIRequestContext, name: keyof typeof SPOTS) {
  const courier = await ownCourier(request, name);
  const context = await browser.newContext({ geolocation: SPOTS[name], permissions: ['geolocation'] });
  await context.addInitScript(() => {
    try {
      window.localStorage.setItem('age_verified', 'true');
    } catch {
      // about:blank has no localStorage.
    }
  });
  const page = await context.newPage();
  await signInCourier(page, courier);
  // The map frames what it holds when it opens: the position must be on the server by then.
  const placed = page.waitForResponse(
    (r) => r.url().endsWith('/api/courier/location') && r.request().method() === 'POST' && r.ok(),
  );
  await goOnline(page);
  await placed;
  return { context, page, name: courier.fullName };
}

test('an admin dispatches a waiting order from the live map: the order, then the courier', async ({
  page,
  browser,
  request,
  loginAs,
}) => {
  test.setTimeout(120_000);
  const product = await ownProduct(request, { stock: 5 });
  const order = await placeGuestOrder(request, 'map-dispatch', {
    product,
    address: { street: '75 Bedford St', zip: '10014' },
  });
  await advanceOrder(request, order.orderNumber, 'ready');

  const {
    context: courierSide,
    page: courier,
    name: courierName,
  } = await courierOnline(browser, request, 'Map Dispatch');

  await loginAs('admin');
  const subscribed = realtimeSubscribed(page);
  await page.goto('/admin/live-map');
  await expect(page.getByRole('heading', { level: 1, name: 'Live map' })).toBeVisible();
  await subscribed;
  const panel = page.getByRole('complementary', { name: 'Couriers and orders' });
  const status = panel.getByRole('region', { name: 'Dispatch' }).getByRole('status');
  const waiting = panel.getByRole('region', { name: /Waiting for a courier/ });
  await expect(page.getByTitle(`Courier ${courierName}`)).toBeVisible({ timeout: 25_000 });

  // By keyboard: the waiting row is a button; the pick is said in words beside the map, and Esc cancels it.
  const row = waiting.getByRole('button', { name: new RegExp(`^${order.orderNumber}\\b`) });
  await row.focus();
  await page.keyboard.press('Enter');
  await expect(row).toHaveAttribute('aria-pressed', 'true');
  await expect(status).toHaveText(new RegExp(`Assign ${order.orderNumber}: pick a courier`));
  await page.keyboard.press('Escape');
  await expect(row).toHaveAttribute('aria-pressed', 'false');
  await expect(status).not.toContainText(order.orderNumber);

  // On the map: the order's marker, then the courier's marker.
  await page.getByTitle(`Order ${order.orderNumber}`).click();
  await expect(status).toHaveText(new RegExp(`Assign ${order.orderNumber}: pick a courier`));
  await expect(
    panel.getByRole('button', { name: `Assign ${order.orderNumber} to ${courierName}` }),
  ).toBeVisible();
  await page.getByTitle(`Courier ${courierName}`).click();
  await expect(status).toHaveText(`${order.orderNumber} assigned to ${courierName}.`);

  // The list and the courier's manifest follow without a reload; the courier's app shows the delivery.
  await expect(waiting).not.toContainText(order.orderNumber);
  await panel.getByRole('button', { name: new RegExp(courierName) }).click();
  await expect(panel.getByRole('region', { name: `${courierName}'s orders` })).toContainText(
    order.orderNumber,
  );
  await expect(courier.getByRole('article', { name: `Delivery ${order.orderNumber}` })).toBeVisible();
  await courierSide.close();
});

test('an admin drags a waiting order onto a courier on the live map', async ({
  page,
  browser,
  request,
  loginAs,
}) => {
  test.setTimeout(120_000);
  const product = await ownProduct(request, { stock: 5 });
  const order = await placeGuestOrder(request, 'map-drag', {
    product,
    address: { street: '210 W 79th St', zip: '10024' },
  });
  await advanceOrder(request, order.orderNumber, 'ready');
  const {
    context: courierSide,
    page: courier,
    name: courierName,
  } = await courierOnline(browser, request, 'Map Drag');

  await loginAs('admin');
  const subscribed = realtimeSubscribed(page);
  await page.goto('/admin/live-map');
  await subscribed;
  const panel = page.getByRole('complementary', { name: 'Couriers and orders' });
  const status = panel.getByRole('region', { name: 'Dispatch' }).getByRole('status');
  const courierMarker = page.getByTitle(`Courier ${courierName}`);
  await expect(courierMarker).toBeVisible({ timeout: 25_000 });
  // Markers move while the test reads them: the courier's position arrives live, and parallel journeys' orders to
  // the same street fan the order markers out anew. A drop that missed its marker leaves nothing picked (Escape
  // clears a pick a short drag turned into a click), and the drag starts again from where the markers are now.
  await expect(async () => {
    await page.keyboard.press('Escape');
    const from = (await page.getByTitle(`Order ${order.orderNumber}`).boundingBox())!;
    const to = (await courierMarker.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
    await page.mouse.up();
    await expect(status).toHaveText(`${order.orderNumber} assigned to ${courierName}.`, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(panel.getByRole('region', { name: /Waiting for a courier/ })).not.toContainText(
    order.orderNumber,
  );
  await expect(courier.getByRole('article', { name: `Delivery ${order.orderNumber}` })).toBeVisible();
  await courierSide.close();
});
