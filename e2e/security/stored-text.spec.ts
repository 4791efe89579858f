import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, demoEmail, expect, signIn, signUpUser, test } from '../fixtures.ts';
import { STORE, advanceOrder } from '../orders.ts';
import { ownProduct } from '../products.ts';
import { HANDOVER } from '../../server/test-support/door-checks.ts';

// Each payload sets window.__xss and opens a dialog if it ever runs; the first word of NAME is a payload too,
// because the tracking page and the courier greet by first name.
const NAME = `"><svg/onload=window.__xss=1> <img src=x onerror="window.__xss=1;alert(1)"> Quinn`;
const EDITED_NAME = `<script>window.__xss=1;alert(1)</script> javascript:alert(1)`;
const NOTE = `javascript:window.__xss=1 <img src=x onerror="window.__xss=1;alert(1)"> <script>alert(1)</script> "><svg onload=alert(1)> {{7*7}}`;
const STREET = `245 Atlantic Ave <img src=x onerror=window.__xss=1>`;
const PIN = '2468';

/** Records dialogs and CSP violations from the first script on, so a payload that ran cannot go unseen. */
async function watch(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __violations: seen });
    document.addEventListener('securitypolicyviolation', (e) => {
      // zod asks once whether it may compile validators with Function(''); the CSP says no, as it should.
      if (e.blockedURI !== 'eval') seen.push(`${e.effectiveDirective} ${e.blockedURI}`);
    });
  });
  /** Nothing ran, nothing was blocked, and no markup from the payloads reached the DOM. */
  return async function expectInert() {
    const state = await page.evaluate(() => ({
      xss: (window as { __xss?: unknown }).__xss,
      violations: (window as { __violations?: string[] }).__violations,
    }));
    expect(state).toEqual({ xss: undefined, violations: [] });
    expect(dialogs).toEqual([]);
    await expect(page.locator('[onerror], [onload], img[src="x"], main script')).toHaveCount(0);
  };
}

/** One unit of the test's own product (a parallel journey can neither sell it out nor close its shop). */
async function ownLine(request: APIRequestContext) {
  const product = await ownProduct(request);
  return { productId: product.id, selectedWeight: product.variants[0]!.label, quantity: 1 };
}

/** The store clock is real: ASAP while open, otherwise the first scheduled window. */
async function chooseDeliveryTime(page: Page) {
  const asap = page.getByRole('radio', { name: /^ASAP/ });
  const window = page.getByLabel('Delivery window');
  await expect(asap.or(window)).toBeVisible();
  if (await asap.isVisible()) await asap.check();
  else await window.selectOption({ index: 1 });
}

const firstWord = (text: string) => text.split(' ')[0]!;

test('a customer name and courier note full of markup are shown as text everywhere', async ({ page }) => {
  const expectInert = await watch(page);
  await signUpUser(page, { fullName: NAME });

  await page.goto('/account');
  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile.getByText(NAME, { exact: true })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByTestId('account-email')).toBeVisible();
  await expectInert();

  const line = await ownLine(page.request);
  const added = await page.request.post('/api/cart/items', { data: line, headers: { origin: STORE } });
  expect(added.ok(), await added.text()).toBe(true);
  await page.goto('/checkout');
  await expect(page.getByLabel('Full name')).toHaveValue(NAME);
  await page.getByLabel('Street address').fill(STREET);
  await page.getByLabel('ZIP code').fill('11217');
  await page.getByLabel('Note for the courier').fill(NOTE);
  await page.getByLabel('Date of birth').fill('1990-04-12');
  await page.getByLabel('This is a residential address').check();
  await chooseDeliveryTime(page);
  await page.getByRole('radio', { name: /^Cash at the door/ }).check();
  await page.getByLabel('I confirm I am 21 years of age or older').check();
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page).toHaveURL(/\/order-confirmation\?code=[A-Z0-9]{16}$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(`Thank you, ${firstWord(NAME)}.`);
  await expect(main).toContainText(NAME);
  await expect(main).toContainText(NOTE);
  await expect(main).toContainText(STREET);
  await expectInert();

  const orderNumber = (await page.getByTestId('order-number').textContent())!;
  const code = new URL(page.url()).searchParams.get('code')!;
  await page.goto(`/track/${code}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Hi ${firstWord(NAME)}, here's your order`,
  );
  await expectInert();

  const { orders } = (await (await page.request.get('/api/orders')).json()) as {
    orders: { id: string; orderNumber: string }[];
  };
  await page.goto(`/my-orders/${orders.find((o) => o.orderNumber === orderNumber)!.id}`);
  const delivery = page.getByRole('region', { name: 'Delivery' });
  await expect(delivery.getByText(NAME, { exact: true })).toBeVisible();
  await expect(delivery.getByText(NOTE, { exact: true })).toBeVisible();
  await expectInert();
});

test('an edited account name full of markup is shown as text', async ({ page }) => {
  const expectInert = await watch(page);
  await signUpUser(page);
  await page.goto('/account');
  const profile = page.getByRole('region', { name: 'Profile' });
  await profile.getByRole('button', { name: 'Edit profile' }).click();
  await profile.getByLabel('Full name').fill(EDITED_NAME);
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated', { exact: true })).toBeVisible();
  await expect(profile.getByText(EDITED_NAME, { exact: true })).toBeVisible();
  await page.reload();
  await expect(profile.getByText(EDITED_NAME, { exact: true })).toBeVisible();
  await expectInert();
});

test('a courier application full of markup is accepted as text', async ({ page }) => {
  const expectInert = await watch(page);
  const stamp = Date.now();
  await page.goto('/become-courier');
  await page.getByLabel('Full name').fill(NAME);
  await page.getByLabel('Email').fill(`e2e.xss.${stamp}@example.test`);
  await page.getByLabel('Phone').fill(`(718) 555-${String(stamp).slice(-4)}`);
  await page.getByLabel('Borough').selectOption('Queens');
  await page.getByLabel('Vehicle').selectOption('bike');
  await page.getByLabel('Date of birth').fill('1994-03-09');
  await page.getByLabel('Delivery experience (optional)').fill(NOTE);
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(
    page.getByText("Application received. We'll be in touch within 3 business days."),
  ).toBeVisible();
  await expectInert();
});

test("the courier's delivery card shows the recipient's name and note as text", async ({ page, request }) => {
  const expectInert = await watch(page);
  const items = [await ownLine(request)];
  const stamp = `${Date.now()}-${process.pid}`;
  const quote = (await (
    await request.post('/api/checkout/quote', { headers: { origin: STORE }, data: { zip: '11217', items } })
  ).json()) as { asapAvailable: boolean; windows: { start: string }[] };
  const res = await request.post('/api/checkout', {
    headers: { origin: STORE, 'idempotency-key': `e2e-xss-${stamp}` },
    data: {
      fullName: NAME,
      email: `e2e.xss.${stamp}@example.test`,
      phone: '(347) 555-0123',
      birthDate: '1990-04-12',
      street: STREET,
      apartment: '',
      zip: '11217',
      residential: true,
      deliveryTime: quote.asapAvailable ? 'asap' : quote.windows[0]!.start,
      note: NOTE,
      paymentMethod: 'cash',
      couponCode: '',
      ageAttested: true,
      items,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { order } = (await res.json()) as { order: { id: string; orderNumber: string } };
  await advanceOrder(request, order.orderNumber, 'ready');

  // The demo courier: its PIN is set by whichever test comes first, through the API to avoid racing the UI set-up.
  await signIn(page, demoEmail('courier'), DEMO_PASSWORD);
  const api = (path: string, data: unknown = {}) =>
    page.request.post(`/api/courier${path}`, { data, headers: { origin: STORE } });
  const setUp = await api('/pin', { pin: PIN });
  expect([200, 409]).toContain(setUp.status());
  if (setUp.status() === 409) expect((await api('/pin/verify', { pin: PIN })).ok()).toBe(true);
  expect((await api('/online', { isOnline: true })).ok()).toBe(true);

  await page.goto('/courier/dashboard');
  const dashboard = page.getByRole('heading', { level: 1, name: 'Dashboard' });
  await expect(dashboard.or(page.getByRole('heading', { name: 'Enter your PIN' }))).toBeVisible();
  if (!(await dashboard.isVisible())) {
    await page.getByLabel('PIN', { exact: true }).fill(PIN);
    await page.getByRole('button', { name: 'Unlock' }).click();
  }
  await page.getByRole('button', { name: `Accept order ${order.orderNumber}` }).click();
  const card = page.getByRole('article', { name: `Delivery ${order.orderNumber}` });
  await expect(card.getByText(NAME, { exact: true })).toBeVisible();
  await expect(card.getByText(`“${NOTE}”`, { exact: true })).toBeVisible();
  await expect(card).toContainText(STREET);
  await expect(card.getByRole('link', { name: /Directions/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\//,
  );
  await expectInert();

  for (const step of ['pickup', 'arrived'])
    expect((await api(`/orders/${order.id}/${step}`)).ok()).toBe(true);
  // The payload name is no name a card carries: the courier types the dates and confirms the name by eye.
  const idCheck = await api(`/orders/${order.id}/id-check`, {
    id: {
      method: 'typed',
      birthDate: '1990-04-12',
      expiryDate: '2035-04-12',
      nameMatches: true,
      fallback: 'damaged_barcode',
    },
  });
  expect(idCheck.ok(), await idCheck.text()).toBe(true);
  const handover = await api(`/orders/${order.id}/handover`, HANDOVER);
  expect(handover.ok(), await handover.text()).toBe(true);
});

test.describe('the Content-Security-Policy', () => {
  // Chromium reports each blocked script on the console; these are the blocks this test provokes.
  test.use({
    allowConsoleErrors: [
      /(Executing inline (script|event handler)|Running the JavaScript URL) violates the following Content Security Policy directive/,
    ],
  });

  test('has no unsafe-inline for scripts and blocks script injected into the page', async ({ page }) => {
    const response = await page.goto('/');
    const csp = response!.headers()['content-security-policy']!;
    const scriptSrc = csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('script-src '));
    expect(scriptSrc).toMatch(/^script-src 'self'/);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(csp).toContain("object-src 'none'");

    const result = await page.evaluate(async () => {
      const seen: string[] = [];
      document.addEventListener('securitypolicyviolation', (e) => seen.push(e.effectiveDirective));
      const script = document.createElement('script');
      script.textContent = 'window.__xss = "inline script"';
      document.body.append(script);
      const holder = document.createElement('div');
      holder.innerHTML = '<img src="data:," onerror="window.__xss = \'event handler\'">';
      document.body.append(holder);
      const link = document.createElement('a');
      link.href = 'javascript:window.__xss = "javascript: URL"';
      document.body.append(link);
      link.click();
      await new Promise((resolve) => setTimeout(resolve, 500));
      return { xss: (window as { __xss?: string }).__xss, seen };
    });
    expect(result.xss).toBeUndefined();
    expect(result.seen).toEqual(expect.arrayContaining(['script-src-elem', 'script-src-attr']));
  });
});
