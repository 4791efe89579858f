import type { Page } from '@playwright/test';
import { devToken } from '../dev-tools.ts';
import { DEMO_PASSWORD, expect, signIn, signUpUser, test } from '../fixtures.ts';
import { advanceOrder, placeGuestOrder, realtimeSubscribed, STORE } from '../orders.ts';
import { ownProduct } from '../products.ts';
import { shootSizes } from '../screenshots.ts';

const SHOTS = process.env.LIVE_CHAT_SHOTS;
const SCRIPT_LINE = '<script>window.__chatPwned = 1</script><img src=x onerror="window.__chatPwned = 2">';

/** A guest's chat handed to a person, as the widget's 'Speak to Real Person' leaves it (a DEV_TOOLS route). */
async function guestWaits(page: Page, contactEmail: string) {
  const res = await page.request.post('/api/dev/chat/waiting', {
    headers: { 'x-dev-token': devToken(), origin: STORE },
    data: { lines: ['Hi! Was my order delivered to Astoria yet?', SCRIPT_LINE], contactEmail },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { sessionId: string }).sessionId;
}

test('support sees a chat arrive live, claims it, replies, closes it and finds it in the transcripts', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'support@demo.nymnyc.test', DEMO_PASSWORD);
  const subscribed = realtimeSubscribed(page, 'staff-chat');
  await page.goto('/admin/live-chat');
  await expect(page.getByRole('heading', { name: 'Live chat', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pick a chat' })).toBeVisible();
  await subscribed;
  await shootSizes(page, SHOTS, 'live-chat-empty');

  const email = `chat.${Date.now()}@example.test`;
  await guestWaits(page, email);
  // No reload: the queue, the nav badge and a toast follow the staff-chat topic.
  await expect(page.getByText('New chat waiting')).toBeVisible();
  const row = page.getByRole('link', { name: new RegExp(email.replace('.', '\\.')) });
  await expect(row).toBeVisible();
  await expect(row.getByText(/^waiting/)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByLabel(/\d+ waiting/)).toBeVisible();

  await row.click();
  await expect(page).toHaveURL(/session=/);
  const chat = page.getByRole('region', { name: `Chat with ${email}` });
  // Stored markup is text: shown verbatim, never run.
  await expect(chat.getByText(SCRIPT_LINE)).toBeVisible();
  expect(await page.evaluate(() => (window as { __chatPwned?: number }).__chatPwned)).toBeUndefined();

  await chat.getByRole('button', { name: 'Claim' }).click();
  await expect(chat.getByText('With you')).toBeVisible();
  await expect(chat.getByText(/from support joined the chat\./)).toBeVisible();

  await page.getByRole('button', { name: 'Canned replies' }).click();
  await page.getByRole('menuitem', { name: /Greeting/ }).click();
  await expect(page.getByLabel('Reply')).toHaveValue(/thanks for waiting/);
  await page.getByLabel('Reply').fill('Checking your delivery now — one moment.');
  await page.getByLabel('Reply').press('Enter');
  await expect(chat.getByText('Checking your delivery now — one moment.')).toBeVisible();
  await expect(page.getByLabel('Reply')).toHaveValue('');
  await shootSizes(page, SHOTS, 'live-chat-conversation');

  await chat.getByRole('button', { name: 'Close' }).click();
  const dialog = page.getByRole('dialog', { name: 'Close this chat' });
  await dialog.getByLabel('Resolution').selectOption('resolved');
  await dialog.getByLabel('Note (optional)').fill('Order status given');
  await shootSizes(page, SHOTS, 'live-chat-close-dialog');
  await dialog.getByRole('button', { name: 'Close chat' }).click();
  await expect(dialog).toBeHidden();
  await expect(chat.getByText('This chat is closed — Order status given.')).toBeVisible();
  await chat.getByRole('button', { name: 'E-mail transcript' }).click();
  await expect(page.getByText('Transcript e-mailed')).toBeVisible();

  await page.getByRole('tab', { name: 'Transcripts' }).click();
  await page.getByLabel('Search transcripts').fill('delivered');
  await page.getByLabel('Search transcripts').press('Enter');
  const found = page
    .getByRole('list', { name: 'Transcripts' })
    .getByRole('link', { name: new RegExp(email.replace('.', '\\.')) });
  await expect(found).toBeVisible();
  await expect(found.getByText('Resolved')).toBeVisible();
  await shootSizes(page, SHOTS, 'live-chat-transcripts');
});

test("a signed-in customer's chat shows their latest order and the staff can open it", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const shopper = await browser.newPage();
  const user = await signUpUser(shopper, { fullName: 'Morgan Rivera' });
  // A signed-in checkout orders the account's cart: the test's own product (not the merchant journeys' shop,
  // which they close), the unit placeGuestOrder orders too.
  const product = await ownProduct(shopper.request);
  const added = await shopper.request.post('/api/cart/items', {
    data: { productId: product.id, selectedWeight: product.variants[0]!.label, quantity: 1 },
    headers: { origin: STORE },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const order = await placeGuestOrder(shopper.request, 'chat', {
    product,
    contact: { email: user.email, phone: user.phone },
  });
  await shopper.close();

  await signIn(page, 'support@demo.nymnyc.test', DEMO_PASSWORD);
  const res = await page.request.post('/api/dev/chat/waiting', {
    headers: { 'x-dev-token': devToken(), origin: STORE },
    data: {
      lines: [`Where is order ${order.orderNumber}? Visit https://example.com/help`],
      customerEmail: user.email,
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { sessionId } = (await res.json()) as { sessionId: string };
  const ordersFollowed = realtimeSubscribed(page, '"topic":"orders"');
  await page.goto(`/admin/live-chat?session=${sessionId}`);
  const card = page.getByRole('complementary', { name: 'Customer' });
  await expect(card.getByRole('link', { name: 'Morgan Rivera' })).toBeVisible();
  await expect(card.getByText(user.email)).toBeVisible();
  await expect(card.getByRole('link', { name: order.orderNumber })).toHaveAttribute(
    'href',
    `/admin/orders/${order.id}`,
  );
  // A link in a line is clickable, and opens apart from the desk.
  const link = page.getByRole('link', { name: 'https://example.com/help', exact: true });
  await expect(link).toHaveAttribute('rel', /noopener/);
  await shootSizes(page, SHOTS, 'live-chat-customer', true);
  // The card's order status follows the order, without a reload.
  await ordersFollowed;
  await expect(card.getByText('Pending')).toBeVisible();
  await advanceOrder(page.request, order.orderNumber);
  await expect(card.getByText('Pending')).toBeHidden();
});

test('a chat waiting for a person is announced on any admin page, with a way to open it', async ({
  page,
}) => {
  await signIn(page, 'support@demo.nymnyc.test', DEMO_PASSWORD);
  const subscribed = realtimeSubscribed(page, 'staff-chat');
  await page.goto('/admin');
  await subscribed;
  const email = `toast.${Date.now()}@example.test`;
  const sessionId = await guestWaits(page, email);
  await expect(page.getByText('New chat waiting')).toBeVisible();
  await page.getByRole('button', { name: 'Open' }).click();
  await expect(page).toHaveURL(`/admin/live-chat?session=${sessionId}`);
  await expect(page.getByRole('region', { name: `Chat with ${email}` })).toBeVisible();
});
