import { dismissGiveawayBanner, expect, EXPECTED_HTTP_ERRORS, test } from '../fixtures.ts';
import { STORE, advanceOrder, placeGuestOrder, realtimeSubscribed } from '../orders.ts';

const ID_NOTICE = 'Valid ID required at delivery, must be 21+';
const COURIER_WAITING = "Your courier's location appears here once your order is picked up";

test('guest: order number + e-mail → tracking page, and the status moves without a reload', async ({
  page,
  request,
}) => {
  const order = await placeGuestOrder(request, 'track');
  const subscribed = realtimeSubscribed(page);
  // The giveaway banner arrives after first paint and moves the form down: a click can land where the button was.
  await dismissGiveawayBanner(page);

  await page.goto('/track-order');
  await expect(page.getByRole('heading', { level: 1, name: 'Track your order' })).toBeVisible();
  await page.getByLabel('Order number or tracking code').fill(order.orderNumber);
  await page.getByLabel('E-mail or phone').fill(order.email);
  await page.getByRole('button', { name: 'Find my order' }).click();

  await expect(page).toHaveURL(`/track/${order.trackingCode}`);
  const status = page.getByTestId('order-status');
  await expect(status).toHaveText('pending');
  await expect(page.getByTestId('order-headline')).toHaveText('Order received');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Hi Avery, here's your order");
  await expect(page.getByTestId('order-number')).toHaveText(order.orderNumber);
  await expect(page.getByText(ID_NOTICE, { exact: true })).toBeVisible();
  await expect(page.locator('[aria-current="step"]')).toContainText('Order placed');
  await expect(page.getByRole('link', { name: 'Track live' })).toHaveAttribute(
    'href',
    `/track-live/${order.trackingCode}`,
  );
  // A tracking-code holder never sees the address, the phone or the e-mail.
  await expect(page.getByText('245 Atlantic Ave')).toHaveCount(0);
  await expect(page.getByText(order.email)).toHaveCount(0);

  await subscribed;
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await advanceOrder(request, order.orderNumber, 'in_transit');

  await expect(status).toHaveText('in transit', { timeout: 5_000 });
  await expect(page.locator('[aria-current="step"]')).toContainText('Out for delivery');
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});

test('guest: the live view tells the delivery in text first, with nothing fetched from elsewhere', async ({
  page,
  request,
}) => {
  const order = await placeGuestOrder(request, 'track');
  const { mapTileUrl } = (await (await request.get(`/api/track/${order.trackingCode}`)).json()) as {
    mapTileUrl: string;
  };
  const external: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.protocol.startsWith('http') && url.origin !== STORE) external.push(r.url());
  });
  const subscribed = realtimeSubscribed(page);

  await page.goto(`/track-live/${order.trackingCode}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Live tracking' })).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('pending');
  await expect(page.getByTestId('order-headline')).toHaveText('Order received');
  await expect(page.getByTestId('courier-note')).toHaveText(COURIER_WAITING);
  // No map before pickup, and no store configuration talk to a customer.
  await expect(page.getByRole('region', { name: 'Live delivery map' })).toHaveCount(0);
  await expect(page.getByText(/not configured|tiles/i)).toHaveCount(0);

  await subscribed;
  await advanceOrder(request, order.trackingCode, 'in_transit');
  await expect(page.getByTestId('order-status')).toHaveText('in transit', { timeout: 5_000 });
  await expect(page.getByTestId('order-headline')).toHaveText('On the way');
  await expect(page.getByTestId('courier-note')).toContainText('Your courier is on the way');
  // Without tiles the delivery is told in text, never over an empty grid.
  await expect(page.getByTestId('trip-facts')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Live delivery map' })).toHaveCount(mapTileUrl ? 1 : 0);
  await expect(page.locator('.leaflet-container')).toHaveCount(mapTileUrl ? 1 : 0);
  if (!mapTileUrl) expect(external).toEqual([]);
});

test.describe('lookups that find nothing', () => {
  test.use({ allowConsoleErrors: EXPECTED_HTTP_ERRORS });

  test('a wrong e-mail shows the not-found message inline', async ({ page, request }) => {
    const order = await placeGuestOrder(request, 'track');
    await page.goto('/track');
    await page.getByLabel('Order number or tracking code').fill(order.orderNumber);
    await page.getByLabel('E-mail or phone').fill('someone.else@example.test');
    await page.getByRole('button', { name: 'Find my order' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'We could not find an order with those details' }),
    ).toBeVisible();
    await expect(page).toHaveURL('/track');
  });

  test('empty fields are explained on the fields', async ({ page }) => {
    await page.goto('/track-order');
    await page.getByRole('button', { name: 'Find my order' }).click();
    await expect(page.getByLabel('Order number or tracking code')).toHaveAccessibleDescription(
      'Enter your order number or tracking code',
    );
    await expect(page.getByLabel('E-mail or phone')).toHaveAccessibleDescription(
      'Enter the e-mail or phone used for the order',
    );
  });

  test('an unknown tracking code offers the lookup instead', async ({ page }) => {
    await page.goto('/track/ZZZZZZZZZZZZZZZZ');
    await expect(
      page.getByRole('heading', { level: 1, name: 'We could not find that tracking code' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Find my order' }).click();
    await expect(page).toHaveURL('/track-order');
  });
});
