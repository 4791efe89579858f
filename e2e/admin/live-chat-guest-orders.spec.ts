import { DEMO_PASSWORD, expect, signIn, test } from '../fixtures.ts';
import { STORE, devToken } from '../dev-tools.ts';
import { placeGuestOrder } from '../orders.ts';
import { ownProduct } from '../products.ts';

test('the support desk lists a guest’s guest-checkout orders by the chat’s e-mail, and one opens', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const product = await ownProduct(request, { stock: 5 });
  const email = `e2e.desk-guest.${Date.now()}@example.test`;
  const order = await placeGuestOrder(request, 'desk-guest', {
    product,
    contact: { email, phone: '(347) 555-0177' },
  });

  await signIn(page, 'support@demo.nymnyc.test', DEMO_PASSWORD);
  // The guest typed the address in another case: the match ignores it.
  const res = await page.request.post('/api/dev/chat/waiting', {
    headers: { 'x-dev-token': devToken(), origin: STORE },
    data: { lines: ['Hi, did my order leave the shop yet?'], contactEmail: email.toUpperCase() },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { sessionId } = (await res.json()) as { sessionId: string };

  await page.goto(`/admin/live-chat?session=${sessionId}`);
  const card = page.getByRole('complementary', { name: 'Customer' });
  const orders = card.getByRole('region', { name: /Latest orders/ });
  const line = orders.getByRole('listitem').filter({ hasText: order.orderNumber });
  await expect(line).toContainText('Guest checkout');
  await line.getByRole('link', { name: order.orderNumber }).click();
  await expect(page.getByRole('heading', { name: order.orderNumber, level: 1 })).toBeVisible();
});
