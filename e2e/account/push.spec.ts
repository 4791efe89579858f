import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, signUpUser, test } from '../fixtures.ts';
import { advanceOrder, STORE } from '../orders.ts';
import {
  fakeBrowser,
  fakePushService,
  type FakeBrowser,
  type FakePushService,
} from '../../server/test-support/push-service.ts';
import { ownProduct } from '../products.ts';

// Headless Chromium cannot subscribe with a real push service offline, so PushManager answers with an endpoint on a
// push service this test runs and keys it made: the server encrypts for those keys, and only this test can read it.

const OUT_FOR_DELIVERY = 'Your order is out for delivery';

// The store's own service worker takes the pushes.
test.use({ pwa: true });

let push: FakePushService;
test.beforeAll(async () => {
  push = await fakePushService();
});
test.afterAll(() => push.close());

/** Runs in the page: subscribe and getSubscription answer with the test's subscription. */
function stubPushManager(subscription: ReturnType<FakeBrowser['subscription']>) {
  let current: PushSubscription | null = null;
  const made = {
    endpoint: subscription.endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey: null },
    getKey: () => null,
    toJSON: () => subscription,
    unsubscribe: async () => {
      current = null;
      return true;
    },
  } as unknown as PushSubscription;
  PushManager.prototype.subscribe = async () => (current = made);
  PushManager.prototype.getSubscription = async () => current;
}

/** The store's service worker, registered once the page is idle. */
async function workerRegistration(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

/** The signed-in customer buys one unit from the cart. */
async function placeOrder(request: APIRequestContext, email: string) {
  const headers = { origin: STORE };
  const product = await ownProduct(request, { stock: 3 });
  const line = { productId: product.id, selectedWeight: product.variants[0]!.label, quantity: 1 };
  expect((await request.post('/api/cart/items', { data: line, headers })).ok()).toBe(true);
  const quote = (await (
    await request.post('/api/checkout/quote', {
      data: { zip: '11217', couponCode: '', items: [line] },
      headers,
    })
  ).json()) as { asapAvailable: boolean; windows: { start: string }[] };
  const res = await request.post('/api/checkout', {
    headers: { ...headers, 'idempotency-key': `e2e-push-${Date.now()}-${process.pid}` },
    data: {
      fullName: 'Avery Quinn',
      email,
      phone: '(347) 555-0123',
      birthDate: '1990-04-12',
      street: '245 Atlantic Ave',
      apartment: '',
      zip: '11217',
      residential: true,
      deliveryTime: quote.asapAvailable ? 'asap' : quote.windows[0]!.start,
      note: '',
      paymentMethod: 'cash',
      couponCode: '',
      ageAttested: true,
      saveAddress: false,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { order: { orderNumber: string; trackingCode: string } }).order;
}

/**
 * A new customer (the demo customer's order history belongs to other journeys) places an order and turns alerts on
 * from the settings page; answers the device and the order.
 */
async function alertsOn(page: Page, context: BrowserContext) {
  const device = fakeBrowser();
  const subscription = device.subscription(push.endpoint());
  await context.grantPermissions(['notifications'], { origin: STORE });
  await context.addInitScript(stubPushManager, subscription);
  const { email } = await signUpUser(page);
  const order = await placeOrder(page.request, email);

  await page.goto('/settings/notifications');
  await workerRegistration(page);
  const stored = page.waitForResponse(
    (r) => r.url().endsWith('/api/push/subscriptions') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Turn on alerts on this device' }).click();
  const answer = await stored;
  expect(answer.status()).toBe(204);
  expect(answer.request().postDataJSON()).toEqual(subscription);
  await expect(page.getByText('Alerts are on for this device.')).toBeVisible();
  return { device, subscription, order };
}

/**
 * The "out for delivery" alert the push service got for this order, opened with the device's keys: waited for
 * itself, not for the first message to reach the endpoint (an earlier alert of the order shares its tag).
 */
async function alertFor(device: FakeBrowser, endpoint: string, tag: string) {
  const find = () =>
    push
      .to(endpoint)
      .map((r) => device.read(r.body) as { title: string; body: string; url: string; tag: string })
      .find((alert) => alert.tag === tag && alert.title === OUT_FOR_DELIVERY);
  await expect.poll(() => find() !== undefined, { timeout: 15_000 }).toBe(true);
  return find()!;
}

test('turning alerts on: the order going out for delivery reaches this device, encrypted for it', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const { device, subscription, order } = await alertsOn(page, context);
  await advanceOrder(page.request, order.orderNumber, 'in_transit');

  const alert = await alertFor(device, subscription.endpoint, `order-${order.orderNumber}`);
  expect(alert).toEqual({
    title: OUT_FOR_DELIVERY,
    body: expect.stringContaining(`Order ${order.orderNumber} is picked up and on its way.`),
    url: `/track/${order.trackingCode}`,
    tag: `order-${order.orderNumber}`,
  });

  // Turning off on this device: the store forgets the endpoint.
  const forgotten = page.waitForResponse(
    (r) => r.url().endsWith('/api/push/subscriptions') && r.request().method() === 'DELETE',
  );
  await page.getByRole('button', { name: 'Turn off on this device' }).click();
  expect((await forgotten).status()).toBe(204);
  await expect(page.getByRole('button', { name: 'Turn on alerts on this device' })).toBeVisible();
});

test('the service worker shows the alert, and a click on it opens the tracking page', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const { device, subscription, order } = await alertsOn(page, context);
  await advanceOrder(page.request, order.orderNumber, 'in_transit');
  const alert = await alertFor(device, subscription.endpoint, `order-${order.orderNumber}`);

  // The decrypted message, delivered to the registered worker as the push service would.
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const live = registrations.find((r) => r.scopeURL === `${STORE}/` && !r.isDeleted);
      if (live) resolve(live.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const id = await registrationId;
  const deliver = () =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin: STORE,
      registrationId: id,
      data: JSON.stringify(alert),
    });
  await deliver();
  const shown = async () => {
    const list = await page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
        title: n.title,
        data: n.data,
      })),
    );
    // A message delivered while the busy browser was still starting the worker is dropped, as a push service's
    // would be retried: it is delivered again (the alert's tag makes a second copy replace the first).
    if (list.length === 0) await deliver();
    return list;
  };
  // The browser may have to start the worker first: on a busy machine that takes longer than the default 5 s.
  await expect
    .poll(shown, { timeout: 15_000, intervals: [1_000] })
    .toContainEqual({ title: OUT_FOR_DELIVERY, data: { url: `/track/${order.trackingCode}` } });

  // No protocol clicks a notification: the worker gets the click event, and the page it opens is recorded.
  const [worker] = context.serviceWorkers();
  const opened = await worker!.evaluate(async () => {
    // The worker's own scope; this file is typed for pages.
    const scope = self as any;
    const urls: string[] = [];
    scope.clients.openWindow = async (url: string) => (urls.push(url), null);
    const [notification] = await scope.registration.getNotifications();
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
    await new Promise((resolve) => setTimeout(resolve, 500));
    return urls;
  });
  expect(opened).toEqual([`${STORE}/track/${order.trackingCode}`]);
});
