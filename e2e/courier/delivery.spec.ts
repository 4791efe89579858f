import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { ID_CHECK_MESSAGES } from '#domain/id-check/messages.ts';
import { expect, test } from '../fixtures.ts';
import { advanceOrder, placeGuestOrder, realtimeSubscribed } from '../orders.ts';
import { goOnline, ownCourier, signInCourier } from './courier-app.ts';
import { choosePhoto, idBarcodePhoto, signOnThePad, takeToTheDoor, yearsFromToday } from './door.ts';

const SHOP_DOOR = { latitude: 40.7265, longitude: -73.9815 };
const ON_THE_WAY = { latitude: 40.7003, longitude: -73.9868 };
const FURTHER_ON = { latitude: 40.6921, longitude: -73.9893 };

// The courier is this test's own page (geolocation granted); the guest follows the order in a second context.
test.use({ geolocation: SHOP_DOOR, permissions: ['geolocation'] });

/** A second browser for the guest, with the age gate accepted and its own console guard. */
async function guestContext(browser: Browser) {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    try {
      window.localStorage.setItem('age_verified', 'true');
    } catch {
      // about:blank has no localStorage.
    }
  });
  const errors: string[] = [];
  context.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  context.on('weberror', (error) => errors.push(error.error().message));
  return { context, errors };
}

async function followOrder(context: BrowserContext, trackingCode: string) {
  const page = await context.newPage();
  const subscribed = realtimeSubscribed(page);
  await page.goto(`/track-live/${trackingCode}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Live tracking' })).toBeVisible();
  await subscribed;
  return page;
}

/** The barcode will not scan: the courier types the dates printed on Avery Quinn's ID and checks them. */
async function typeTheId(card: Locator, birthDate: string) {
  const typed = card.getByTestId('typed-id-form');
  if ((await typed.count()) === 0) {
    await card.getByRole('button', { name: 'Barcode damaged? Type the dates' }).click();
  }
  await typed.getByLabel('Date of birth on the ID').fill(birthDate);
  await typed.getByLabel('Expiry date on the ID').fill(yearsFromToday(3));
  await typed.getByLabel('The name on the ID is Avery Quinn').check();
  await typed.getByRole('button', { name: 'Check typed ID' }).click();
}

const markerPosition = async (page: Page) => {
  const map = page.locator('[data-courier-lat]');
  return `${await map.getAttribute('data-courier-lat')},${await map.getAttribute('data-courier-lng')}`;
};

test('courier: signs in, sets a PIN, goes online, delivers while the guest watches live', async ({
  page,
  browser,
  request,
  context,
}) => {
  test.setTimeout(120_000);
  const order = await placeGuestOrder(request, 'courier');
  await advanceOrder(request, order.orderNumber, 'ready');
  const guest = await guestContext(browser);
  const tracking = await followOrder(guest.context, order.trackingCode);
  const status = tracking.getByTestId('order-status');
  await expect(status).toHaveText('ready');

  await signInCourier(page, await ownCourier(request, 'Door Check'));
  await goOnline(page);

  const card = await takeToTheDoor(page, order.orderNumber, async () => {
    await expect(status).toHaveText('in transit', { timeout: 10_000 });
    await context.setGeolocation(ON_THE_WAY);
    // The next send (every 10 s) puts the courier on the guest's page (map or text card), without a reload.
    const marker = tracking.locator('[data-courier-lat]');
    await expect(marker).toBeAttached({ timeout: 25_000 });
    const first = await markerPosition(tracking);
    await context.setGeolocation(FURTHER_ON);
    await expect.poll(() => markerPosition(tracking), { timeout: 25_000 }).not.toBe(first);
  });

  await expect(card.getByText('Hand over to Avery Quinn')).toBeVisible();
  // The ID first: payment and the signature open only once the server has passed the ID read from its barcode.
  await expect(card.getByLabel('Payment collected')).toBeDisabled();
  await expect(card.getByRole('button', { name: 'Complete delivery' })).toBeDisabled();
  await choosePhoto(card, await idBarcodePhoto());
  await expect(card.getByText('ID checked: 21 or older, valid, name matches')).toBeVisible();
  await expect(card.getByLabel('Payment collected')).toBeEnabled();
  await card.getByRole('radio', { name: 'Cash' }).check();
  await card.getByLabel('Payment collected').check();
  await signOnThePad(page, card.getByRole('img', { name: 'Signature of Avery Quinn' }));
  await card.getByRole('button', { name: 'Complete delivery' }).click();

  await expect(page.getByText('Delivery completed')).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(status).toHaveText('delivered', { timeout: 10_000 });

  await page.getByRole('link', { name: 'History' }).click();
  await expect(page.getByText(order.orderNumber)).toBeVisible();
  await guest.context.close();
  expect(guest.errors).toEqual([]);
});

test.describe('at the door', () => {
  // A server under-21 answer is a 422, which the browser logs as a failed request.
  test.use({ allowConsoleErrors: [/Failed to load resource: .*status of 422\b/] });

  test('an ID under 21 is refused: the hand-over says so at once and the courier records a refusal', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const order = await placeGuestOrder(request, 'refusal');
    await advanceOrder(request, order.orderNumber, 'ready');

    await signInCourier(page, await ownCourier(request, 'Door Check'));
    await goOnline(page);
    const card = await takeToTheDoor(page, order.orderNumber);

    await typeTheId(card, '2010-01-01');
    await expect(card.getByRole('alert')).toHaveText(ID_CHECK_MESSAGES.under21);
    await expect(card.getByLabel('Payment collected')).toBeDisabled();
    await expect(card.getByRole('button', { name: 'Complete delivery' })).toBeDisabled();

    await card.getByRole('button', { name: 'Record refusal' }).click();
    await expect(card.getByLabel('Reason')).toHaveValue('under_21');
    await card.getByLabel('Note (optional)').fill('Learner permit, born 2010');
    await card.getByRole('button', { name: 'Record refusal' }).click();

    await expect(page.getByText('Refusal recorded')).toBeVisible();
    const back = card.getByRole('button', { name: 'Back at the shop' });
    await expect(back).toBeVisible();
    const track = await request.get(`/api/track/${order.trackingCode}`);
    expect(((await track.json()) as { order: { status: string } }).order.status).toBe('returned');

    await back.click();
    await expect(card).toHaveCount(0);
    await page.getByRole('link', { name: 'History' }).click();
    await expect(page.getByText('Recipient is under 21')).toBeVisible();
  });
  test('a mistyped date that reads under 21 is corrected at the door, and the hand-over completes', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const order = await placeGuestOrder(request, 'door-typo');
    await advanceOrder(request, order.orderNumber, 'ready');

    await signInCourier(page, await ownCourier(request, 'Door Check'));
    await goOnline(page);
    const card = await takeToTheDoor(page, order.orderNumber);

    // 2019 typed for 1991: the check says under 21 and payment stays closed.
    await typeTheId(card, '2019-04-12');
    await expect(card.getByRole('alert')).toHaveText(ID_CHECK_MESSAGES.under21);
    await expect(card.getByLabel('Payment collected')).toBeDisabled();

    await typeTheId(card, '1991-04-12');
    await expect(card.getByText('ID checked: 21 or older, valid, name matches')).toBeVisible();
    await expect(card.getByRole('alert')).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Record refusal' })).toHaveCount(0);
    await card.getByLabel('Payment collected').check();
    await signOnThePad(page, card.getByRole('img', { name: 'Signature of Avery Quinn' }));
    await card.getByRole('button', { name: 'Complete delivery' }).click();

    await expect(page.getByText('Delivery completed')).toBeVisible();
    await expect(card).toHaveCount(0);
    const track = await request.get(`/api/track/${order.trackingCode}`);
    expect(((await track.json()) as { order: { status: string } }).order.status).toBe('delivered');
  });
});
