import type { Browser, Locator, Page } from '@playwright/test';
import { ID_CHECK_MESSAGES, nameMismatchMessage } from '#domain/id-check/messages.ts';
import { expectNoSeriousA11yIssues } from '../axe.ts';
import { DEMO_PASSWORD, demoEmail, expect, signIn, test } from '../fixtures.ts';
import { advanceOrder, placeGuestOrder } from '../orders.ts';
import { goOnline, ownCourier, signInCourier } from './courier-app.ts';
import {
  choosePhoto,
  idBarcodePhoto,
  photoWithoutBarcode,
  signOnThePad,
  takeToTheDoor,
  yearsFromToday,
} from './door.ts';

const RECIPIENT = 'Avery Quinn';

test.use({
  viewport: { width: 390, height: 844 },
  geolocation: { latitude: 40.7265, longitude: -73.9815 },
  permissions: ['geolocation'],
  // Each refused ID is the server's 422, which the browser logs as a failed request.
  allowConsoleErrors: [/Failed to load resource: .*status of 422\b/],
});

const SHOTS = process.env.ID_SCAN_SCREENSHOTS;
/** The app's fixed bars and toasts, hidden in the shot of the form alone. */
const BARS = 'header, header *, nav, nav *, [data-sonner-toaster] { visibility: hidden !important; }';
/**
 * With ID_SCAN_SCREENSHOTS=<dir>: the screen as the courier sees it with `at` in view, and the hand-over form alone,
 * for looking at.
 */
async function shoot(page: Page, name: string, at: Locator) {
  if (!SHOTS) return;
  await at.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: `${SHOTS}/${name}-390.png` });
  await page
    .getByRole('form', { name: /^Hand over / })
    .screenshot({ path: `${SHOTS}/${name}-form-390.png`, style: BARS });
}

/** A guest order for Avery Quinn, ready, accepted by the test's own courier and taken to the door. */
async function atTheDoor(page: Page, request: Parameters<typeof placeGuestOrder>[0], tag: string) {
  const order = await placeGuestOrder(request, tag);
  await advanceOrder(request, order.orderNumber, 'ready');
  await signInCourier(page, await ownCourier(request, 'ID Scan'));
  await goOnline(page);
  const card = await takeToTheDoor(page, order.orderNumber);
  await expect(card.getByText(`Hand over to ${RECIPIENT}`)).toBeVisible();
  return { order, card };
}

/** Payment collected in cash, the recipient signs, and the courier completes the delivery. */
async function payAndSign(page: Page, card: Locator) {
  await card.getByRole('radio', { name: 'Cash' }).check();
  await card.getByLabel('Payment collected').check();
  await signOnThePad(page, card.getByRole('img', { name: `Signature of ${RECIPIENT}` }));
  await expect(card.getByText('Signed', { exact: true })).toBeVisible();
}

/** The demo admin's order page, in a desktop browser of its own whose console must stay clean. */
async function adminOrderPage(browser: Browser, orderId: string) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const errors: string[] = [];
  context.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  context.on('weberror', (error) => errors.push(error.error().message));
  const admin = await context.newPage();
  await signIn(admin, demoEmail('admin'), DEMO_PASSWORD);
  await admin.goto(`/admin/orders/${orderId}`);
  const door = admin.getByRole('region', { name: 'Door check' });
  await expect(door).toBeVisible();
  return {
    admin,
    door,
    close: async () => {
      await context.close();
      expect(errors, 'console errors on the admin order page').toEqual([]);
    },
  };
}

test('the courier reads IDs from photos of their barcodes: expired and under 21 are refused, a valid one passes, the recipient signs, and the admin sees how', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  const { order, card } = await atTheDoor(page, request, 'id-scan');
  await expect(card.getByLabel('Payment collected')).toBeDisabled();
  await expect(card.getByRole('button', { name: 'Complete delivery' })).toBeDisabled();
  await expectNoSeriousA11yIssues(page, 'the hand-over, before the ID scan');
  await shoot(page, 'handover-1-before-scan', card.getByRole('button', { name: 'Scan ID barcode' }));

  const refusal = card.getByRole('alert');
  await choosePhoto(card, await idBarcodePhoto({ expiryDate: yearsFromToday(-1) }, 'expired.png'));
  await expect(refusal).toHaveText(ID_CHECK_MESSAGES.expired);
  await expect(refusal).toBeVisible();
  // What the app read, for the courier to compare with the card and the person.
  await expect(card.getByTestId('id-read')).toContainText('Avery Jo Quinn');
  await expect(card.getByRole('button', { name: 'Record refusal' })).toBeVisible();
  await expect(card.getByLabel('Payment collected')).toBeDisabled();

  await choosePhoto(card, await idBarcodePhoto({ birthDate: yearsFromToday(-19) }, 'under-21.png'));
  await expect(refusal).toHaveText(ID_CHECK_MESSAGES.under21);
  await expect(refusal).toBeVisible();
  await expect(card.getByTestId('id-read')).toContainText('(age 19)');
  await expect(card.getByLabel('Payment collected')).toBeDisabled();
  await expectNoSeriousA11yIssues(page, 'the hand-over, an ID refused');
  await shoot(page, 'handover-2-refused-under-21', refusal);

  await choosePhoto(card, await idBarcodePhoto());
  await expect(card.getByText('ID checked: 21 or older, valid, name matches')).toBeVisible();
  await expect(card.getByText('ID scanned · NY')).toBeVisible();
  await expect(refusal).toHaveCount(0);
  await payAndSign(page, card);
  await expectNoSeriousA11yIssues(page, 'the hand-over, ID passed and signed');
  await shoot(page, 'handover-3-passed-signed', card.getByText('Signed', { exact: true }));
  await card.getByRole('button', { name: 'Complete delivery' }).click();
  await expect(page.getByText('Delivery completed')).toBeVisible();
  await expect(card).toHaveCount(0);

  const { admin, door, close } = await adminOrderPage(browser, order.id);
  await expect(door.getByText('ID scanned', { exact: true })).toBeVisible();
  await expect(door.getByRole('heading', { name: 'ID checks (3)' })).toBeVisible();
  await expect(door.getByText('Refused: ID expired')).toBeVisible();
  await expect(door.getByText('Refused: under 21')).toBeVisible();
  await expect(door.getByText('Passed', { exact: true })).toBeVisible();
  const signature = door.getByRole('img', { name: `Signature of ${RECIPIENT}` });
  await expect(signature).toBeVisible();
  await expect(signature).toHaveAttribute('data-testid', 'signature-image');
  await expect(signature.locator('path')).toHaveAttribute('d', /^M[\d. ]+L[\d. ]+/);
  await door.scrollIntoViewIfNeeded();
  if (SHOTS) {
    await admin.screenshot({ path: `${SHOTS}/admin-door-check-1440.png` });
    await door.screenshot({ path: `${SHOTS}/admin-door-check-card-1440.png` });
  }

  // The compliance report's age list says how each check was made, and opens the signature over the list.
  await admin.goto('/admin/age-verification?kind=id_check');
  const rows = admin.getByRole('row').filter({ hasText: order.orderNumber });
  await expect(rows.first()).toContainText('ID scanned');
  await rows
    .first()
    .getByRole('button', { name: `Signature for ${order.orderNumber}` })
    .click();
  const signed = admin.getByRole('dialog', { name: `Signature · ${order.orderNumber}` });
  await expect(signed.getByRole('img', { name: `Signature of ${RECIPIENT}` })).toBeVisible();
  await expectNoSeriousA11yIssues(admin, 'the age verification list, a signature open');
  if (SHOTS) {
    await admin.screenshot({ path: `${SHOTS}/admin-age-list-signature-1440.png` });
    await admin.setViewportSize({ width: 390, height: 844 });
    await admin.screenshot({ path: `${SHOTS}/admin-age-list-signature-390.png` });
  }
  await close();
});

test('after three photos without a barcode the courier types the dates printed on the ID', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(60_000);
  const { order, card } = await atTheDoor(page, request, 'id-typed');

  for (const n of [1, 2]) {
    await choosePhoto(card, photoWithoutBarcode());
    await expect(card.getByText('No barcode found. Try again, closer and with more light.')).toBeVisible();
    await expect(card.getByTestId('failed-scans')).toContainText(`${n} of 3 scans failed`);
  }
  await expect(card.getByTestId('typed-id-form')).toHaveCount(0);
  await choosePhoto(card, photoWithoutBarcode());
  const typed = card.getByTestId('typed-id-form');
  await expect(typed).toContainText('Three scans failed: type the dates printed on the ID.');
  await expect(card.getByLabel('Photo of the ID barcode')).toHaveCount(0);
  await shoot(page, 'handover-4-typed-fallback', typed);

  await typed.getByLabel('Date of birth on the ID').fill('1990-04-12');
  await typed.getByLabel('Expiry date on the ID').fill(yearsFromToday(3));
  await typed.getByLabel(`The name on the ID is ${RECIPIENT}`).check();
  await typed.getByRole('button', { name: 'Check typed ID' }).click();
  await expect(card.getByText('ID checked: 21 or older, valid, name matches')).toBeVisible();
  await expect(card.getByText('ID typed', { exact: true })).toBeVisible();
  await payAndSign(page, card);
  await card.getByRole('button', { name: 'Complete delivery' }).click();
  await expect(page.getByText('Delivery completed')).toBeVisible();

  const { door, close } = await adminOrderPage(browser, order.id);
  await expect(door.getByText('ID typed', { exact: true })).toBeVisible();
  await expect(door.getByText('ID typed · three scans failed')).toBeVisible();
  await expect(door.getByRole('img', { name: `Signature of ${RECIPIENT}` })).toBeVisible();
  await close();
});

test('a name that differs from the recipient is refused until the courier confirms the holder with a reason', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(60_000);
  const { order, card } = await atTheDoor(page, request, 'id-name');

  await choosePhoto(card, await idBarcodePhoto({ lastName: 'Marsh' }, 'married-name.png'));
  await expect(card.getByRole('alert')).toHaveText(nameMismatchMessage(RECIPIENT));
  const override = card.getByTestId('name-override');
  const reason = override.getByLabel(`Why are you sure the ID holder is ${RECIPIENT}?`);
  const confirm = override.getByRole('button', { name: `The holder is ${RECIPIENT}: continue` });
  await reason.fill('Married');
  await confirm.click();
  await expect(override.getByText(ID_CHECK_MESSAGES.overrideReason)).toBeVisible();
  await expect(card.getByLabel('Payment collected')).toBeDisabled();
  await shoot(page, 'handover-5-name-override', override);

  await reason.fill('Married name on the ID; she showed the order e-mail');
  await confirm.click();
  await expect(card.getByText('ID checked: 21 or older, valid, holder confirmed')).toBeVisible();
  await expect(card.getByLabel('Payment collected')).toBeEnabled();

  const { door, close } = await adminOrderPage(browser, order.id);
  await expect(door.getByText('ID scanned', { exact: true })).toBeVisible();
  await expect(door.getByText('Refused: name does not match')).toBeVisible();
  await expect(door).toContainText(
    'confirmed the holder is the recipient: “Married name on the ID; she showed the order e-mail”',
  );
  // Not handed over yet: no signature to show.
  await expect(door.getByTestId('signature-image')).toHaveCount(0);
  await close();
});
