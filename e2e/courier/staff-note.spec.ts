import { DEMO_PASSWORD, demoEmail, expect, signIn, test } from '../fixtures.ts';
import { advanceOrder, placeGuestOrder, realtimeSubscribed } from '../orders.ts';
import { ownProduct } from '../products.ts';
import { goOnline, ownCourier, signInCourier } from './courier-app.ts';

test.use({ geolocation: { latitude: 40.7265, longitude: -73.9815 }, permissions: ['geolocation'] });

test('an admin writes a note to the courier on an order and the courier app shows it without a reload', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const product = await ownProduct(request, { stock: 3 });
  const order = await placeGuestOrder(request, 'staff-note', { product });
  await advanceOrder(request, order.orderNumber, 'ready');

  const subscribed = realtimeSubscribed(page, 'courier:');
  await signInCourier(page, await ownCourier(request, 'Staff Note'));
  await goOnline(page);
  await page.getByRole('button', { name: `Accept order ${order.orderNumber}` }).click();
  const card = page.getByRole('article', { name: `Delivery ${order.orderNumber}` });
  await expect(card).toBeVisible();
  await subscribed;
  await expect(card.getByTestId('staff-note')).toHaveCount(0);

  const staff = await browser.newContext();
  const admin = await staff.newPage();
  await signIn(admin, demoEmail('admin'), DEMO_PASSWORD);
  await admin.goto(`/admin/orders/${order.id}`);
  const noteCard = admin.getByRole('region', { name: 'Note to the courier' });
  await noteCard.getByLabel('Write a note').fill('Side door, call the customer');
  await noteCard.getByRole('button', { name: 'Send to courier' }).click();
  await expect(noteCard.getByTestId('courier-note-current')).toContainText('Side door, call the customer');

  const note = card.getByRole('region', { name: 'Note from the store' });
  await expect(note).toContainText('Side door, call the customer');

  // A new note replaces it; removing it takes it off the courier's card.
  await noteCard.getByLabel('Replace the note').fill('Ring apartment 4B');
  await noteCard.getByRole('button', { name: 'Send to courier' }).click();
  await expect(note).toContainText('Ring apartment 4B');
  await expect(note).not.toContainText('Side door');
  await noteCard.getByRole('button', { name: 'Remove note' }).click();
  await expect(card.getByTestId('staff-note')).toHaveCount(0);
  await staff.close();
});
