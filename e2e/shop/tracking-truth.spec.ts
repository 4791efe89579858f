import type { APIRequestContext, Page } from '@playwright/test';
import { formatUsd } from '#domain/money.ts';
import { nyTime } from '#domain/time/ny-format.ts';
import { DEMO_PASSWORD, demoEmail, expect, signUpUser, test } from '../fixtures.ts';
import { STORE, advanceOrder, placeGuestOrder, realtimeSubscribed } from '../orders.ts';
import { MERCHANT_SHOP } from '../products.ts';
import { HANDOVER, scannedId } from '../../server/test-support/door-checks.ts';
import { NEW_COURIER_PIN, newCourier } from '../staff-data.ts';

// Far up in Manhattan, then a few blocks from the Brooklyn drop-off (ZIP 11217).
const FAR = { lat: 40.758, lng: -73.9855 };
const NEAR = { lat: 40.6845, lng: -73.9785 };

const SHOTS = process.env.TRACKING_SCREENSHOTS;
/** With TRACKING_SCREENSHOTS=<dir>: the page at phone and desktop width, for looking at. */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const [w, h] of [
    [390, 844],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: `${SHOTS}/${name}-${w}.png`, fullPage: true });
  }
}

async function post(request: APIRequestContext, path: string, data: unknown = {}) {
  const res = await request.post(path, { data, headers: { origin: STORE } });
  expect(res.ok(), `POST ${path}: ${await res.text()}`).toBe(true);
  return res;
}

/** Posts a courier position; the server takes one a second, so a refusal (429) is asked again. */
async function moveTo(courier: APIRequestContext, at: { lat: number; lng: number }) {
  await expect
    .poll(async () =>
      (await courier.post('/api/courier/location', { data: at, headers: { origin: STORE } })).status(),
    )
    .toBe(200);
}

/** A signed-in customer's order of one unit from the best-stocked shop that the merchant journeys leave alone. */
async function accountOrder(page: Page) {
  const { products } = (await (await page.request.get('/api/products')).json()) as {
    products: {
      id: string;
      shop: { name: string };
      variants: { label: string; stock: number; priceCents: number }[];
    }[];
  };
  const product = products
    .filter((p) => p.shop.name !== MERCHANT_SHOP && p.variants.some((v) => v.stock >= 3))
    .sort(
      (a, b) => Math.max(...b.variants.map((v) => v.stock)) - Math.max(...a.variants.map((v) => v.stock)),
    )[0]!;
  const variant = product.variants.find((v) => v.stock >= 3)!;
  await post(page.request, '/api/cart/items', {
    productId: product.id,
    selectedWeight: variant.label,
    quantity: 1,
  });
  return placeGuestOrder(page.request, 'truth', { product: { ...product, variants: [variant] } });
}

test('tracking tells the truth: headlines, a live ETA, the courier by name, then receipt and a rating staff see', async ({
  page,
  request,
  playwright,
}) => {
  test.setTimeout(90_000);
  await signUpUser(page, { fullName: 'Robin Vale' });
  const order = await accountOrder(page);
  const admin = await playwright.request.newContext({ baseURL: STORE });
  await post(admin, '/api/session/sign-in', { email: demoEmail('admin'), password: DEMO_PASSWORD });
  const rider = await newCourier(request, admin);
  const courier = await playwright.request.newContext({ baseURL: STORE });
  await post(courier, '/api/session/sign-in', { email: rider.email, password: rider.password });
  await post(courier, '/api/courier/pin', { pin: NEW_COURIER_PIN });
  await post(courier, '/api/courier/online', { isOnline: true });
  const { order: tracked } = (await (await request.get(`/api/track/${order.trackingCode}`)).json()) as {
    order: { progress: { shopName: string } };
  };
  const shop = tracked.progress.shopName;

  await advanceOrder(request, order.orderNumber, 'preparing');
  const subscribed = realtimeSubscribed(page);
  await page.goto(`/my-orders/${order.id}`);
  const headline = page.getByTestId('order-headline');
  const eta = page.getByTestId('order-eta');
  await expect(headline).toHaveText(`Being prepared at ${shop}`);
  await expect(page.getByTestId('order-status')).toHaveText('preparing');
  // ASAP promises the window's end; a scheduled order (store closed now) shows its window.
  await expect(eta).toHaveText(/^(Expected by \d{1,2}:\d\d [AP]M|Running a little late|.+\d:\d\d [AP]M–.+)$/);
  await subscribed;

  await advanceOrder(request, order.orderNumber, 'ready');
  await post(courier, `/api/courier/orders/${order.id}/accept`);
  await expect(headline).toHaveText('Sam is picking up your order');
  await post(courier, `/api/courier/orders/${order.id}/pickup`);
  await expect(headline).toHaveText('On the way with Sam');
  await expect(page.getByTestId('order-status')).toHaveText('in transit');
  await expect(page.getByTestId('courier-name')).toHaveText('Courier: Sam');
  await expect(page.getByTestId('courier-vehicle')).toHaveText('Vehicle: Bike');
  await expect(page.getByText('Okafor')).toHaveCount(0);

  // The ETA follows the courier's position, without a reload; without map tiles it is told in text.
  await moveTo(courier, FAR);
  await expect(eta).toHaveText(/^About \d+ min away$/);
  const farEta = await eta.textContent();
  const farDistance = await page.getByTestId('trip-distance').textContent();
  await moveTo(courier, NEAR);
  await expect(eta).not.toHaveText(farEta!);
  await expect(eta).toHaveText(/^(About \d+ min away|Arriving now)$/);
  await expect(page.getByTestId('trip-distance')).not.toHaveText(farDistance!);
  await expect(page.getByTestId('trip-eta')).toHaveText((await eta.textContent())!);
  await expect(page.locator('[data-dropoff-lat]')).toHaveCount(1);
  await expect(page.getByText(/not configured|map tiles|configuration/i)).toHaveCount(0);
  await shoot(page, 'on-the-way');

  await post(courier, `/api/courier/orders/${order.id}/arrived`);
  await expect(headline).toHaveText('Sam is at your door');
  // The ID read from the barcode at the door (the order's recipient, Avery Quinn), then the signed hand-over.
  await post(
    courier,
    `/api/courier/orders/${order.id}/id-check`,
    scannedId({ first: 'AVERY', last: 'QUINN' }),
  );
  await post(courier, `/api/courier/orders/${order.id}/handover`, HANDOVER);
  const { order: done } = (await (await page.request.get(`/api/orders/${order.id}`)).json()) as {
    order: { progress: { deliveredAt: string }; pricing: { exciseCents: number; totalCents: number } };
  };
  const deliveredAt = `Delivered at ${nyTime(done.progress.deliveredAt)}`;
  await expect(headline).toHaveText(deliveredAt);
  await expect(eta).toHaveText(deliveredAt);
  await expect(page.getByText(/about 60 minutes|min away/)).toHaveCount(0);
  await shoot(page, 'delivered');

  // The receipt: lines, the excise as checkout computed it, the total and the payment.
  await page.getByRole('link', { name: 'View receipt' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible();
  await expect(page.getByTestId('receipt-order-number')).toHaveText(order.orderNumber);
  await expect(page.getByTestId('price-excise')).toContainText(formatUsd(done.pricing.exciseCents));
  await expect(page.getByTestId('price-total')).toContainText(formatUsd(done.pricing.totalCents));
  await expect(page.getByTestId('receipt-payment')).toHaveText('Payment: Cash at the door · Paid');
  await shoot(page, 'receipt');
  await page.getByRole('link', { name: 'Order details' }).click();

  // Rated once, by the owner; the form gives way to what was given.
  // Each star is a radio inside its label: a tap on the star chooses it.
  const star = (group: string, name: string) =>
    page
      .getByRole('group', { name: group })
      .locator('label')
      .filter({ has: page.getByRole('radio', { name }) });
  await star('Your order', '4 stars').click();
  await expect(
    page.getByRole('group', { name: 'Your order' }).getByRole('radio', { name: '4 stars' }),
  ).toBeChecked();
  await star('Your courier, Sam (optional)', '5 stars').click();
  await page.getByLabel('Comment (optional)').fill('Careful with the bag, thanks');
  await page.getByRole('button', { name: 'Send rating' }).click();
  await expect(page.getByTestId('order-rating')).toContainText('Order: 4 out of 5 · Courier: 5 out of 5');
  await expect(page.getByRole('button', { name: 'Send rating' })).toHaveCount(0);

  const staff = await page
    .context()
    .browser()!
    .newContext({ storageState: await admin.storageState() });
  const staffPage = await staff.newPage();
  await staffPage.goto(`/admin/orders/${order.id}`);
  const card = staffPage.getByTestId('admin-order-rating');
  await expect(card).toContainText('Order4 / 5');
  await expect(card).toContainText('Courier5 / 5');
  await expect(card).toContainText('Careful with the bag, thanks');
  // The courier's page averages the stars of their rated deliveries.
  const me = (await (await courier.get('/api/courier/me')).json()) as { courier: { id: string } };
  await staffPage.goto(`/admin/couriers/${me.courier.id}`);
  await expect(staffPage.getByTitle(/stars customers gave this courier/)).toContainText('5.0 ★ (1)');
  await Promise.all([staff.close(), admin.dispose(), courier.dispose()]);
});
