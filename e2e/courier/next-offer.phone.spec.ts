import { expect, test } from '../fixtures.ts';
import { advanceOrder, placeGuestOrder } from '../orders.ts';
import { ownProduct } from '../products.ts';
import { goOnline, ownCourier, signInCourier } from './courier-app.ts';

const PHONE_HEIGHT = 844;
const TRIP = /Shop → door (under 0\.1|\d+(\.\d)?) mi · about \d+ min/;

test.use({ geolocation: { latitude: 40.6806, longitude: -73.9844 }, permissions: ['geolocation'] });

test('courier on a phone: a new order takes the top of the screen with its trip, and rings once', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // Record the vibrations the app asks for (headless Chromium has no motor).
  await page.addInitScript(() => {
    const calls: unknown[] = [];
    (window as unknown as { vibrations: unknown[] }).vibrations = calls;
    Object.defineProperty(navigator, 'vibrate', { value: (p: unknown) => (calls.push(p), true) });
  });
  const vibrations = () =>
    page.evaluate(() => (window as unknown as { vibrations: unknown[] }).vibrations.length);
  const product = await ownProduct(request, { stock: 5 });

  await signInCourier(page, await ownCourier(request, 'Next Offer'));
  await goOnline(page);
  await expect(page.getByRole('button', { name: 'Mute new-order alerts' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  // What was in the pool when the courier went online does not ring.
  await expect(
    page.getByRole('heading', { name: /Available orders|More orders|New order/ }).first(),
  ).toBeVisible();
  const before = await vibrations();

  const order = await placeGuestOrder(request, 'next-offer', { product });
  await advanceOrder(request, order.orderNumber, 'ready');

  await expect(page.getByRole('button', { name: `Accept order ${order.orderNumber}` })).toBeVisible({
    timeout: 15_000,
  });
  const offer = page.getByRole('region', { name: /New order/ });
  await expect(offer).toBeVisible();
  await expect(offer.getByTestId('offer-trip')).toHaveText(TRIP);
  await expect(offer.getByRole('button', { name: /^Accept order / })).toBeInViewport();

  const box = (await offer.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE_HEIGHT);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const onlineBox = (await page.getByRole('switch', { name: /online/i }).boundingBox())!;
  expect(box.y).toBeLessThan(onlineBox.y);

  await expect.poll(vibrations).toBe(before + 1);

  // Muted: the next new order shows but does not ring.
  await page.getByRole('button', { name: 'Mute new-order alerts' }).click();
  await expect(page.getByRole('button', { name: 'Mute new-order alerts' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const second = await placeGuestOrder(request, 'next-offer-muted', { product });
  await advanceOrder(request, second.orderNumber, 'ready');
  await expect(page.getByRole('button', { name: `Accept order ${second.orderNumber}` })).toBeVisible({
    timeout: 15_000,
  });
  expect(await vibrations()).toBe(before + 1);

  await page.getByRole('button', { name: 'Mute new-order alerts' }).click();
  await page.screenshot({ path: test.info().outputPath('next-offer-390.png') });
});
