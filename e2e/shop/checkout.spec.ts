import type { Page } from '@playwright/test';
import type { Product } from '#domain/catalog.ts';
import { formatUsd, percentOf } from '#domain/money.ts';
import { expect, signUpUser, test } from '../fixtures.ts';
import { advanceOrder, realtimeSubscribed } from '../orders.ts';
import { ownProduct } from '../products.ts';

const WEIGHT = '3.5g';
const ID_NOTICE = 'Valid ID required at delivery, must be 21+';

/** The test's own flower, sold by 3.5g: no other journey can sell it out between this test's steps. */
const flower = (page: Page): Promise<Product> =>
  ownProduct(page.request, { category: 'flower', like: (p) => p.variants.some((v) => v.label === WEIGHT) });

const priceOf = (product: Product) => product.prices[WEIGHT] ?? product.price;

/**
 * A signed-in customer's cart is the server's: the line is shown at once, and the test waits for the server to keep
 * it before the next page load (which would otherwise abort the request on a busy machine).
 */
async function addToCart(page: Page, product: Product, { signedIn = false } = {}) {
  await page.goto(`/product/${product.id}`);
  const panel = page.getByTestId('add-to-cart-panel');
  if (product.variants.length > 1) await panel.getByRole('radio', { name: /^3\.5g/ }).check();
  const kept = signedIn
    ? page.waitForResponse((r) => r.url().endsWith('/api/cart/items') && r.request().method() === 'POST')
    : null;
  await panel.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('1 item in your cart', { exact: true })).toBeVisible();
  if (kept) expect((await kept).ok()).toBe(true);
}

async function checkoutFromCart(page: Page) {
  await page.goto('/cart');
  await page.getByRole('main').getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
}

async function fillContact(page: Page, email: string) {
  await page.getByLabel('Full name').fill('Avery Quinn');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').pressSequentially('3475550123');
  await expect(page.getByLabel('Phone')).toHaveValue('(347) 555-0123');
}

/** The store clock is real: ASAP while open, otherwise the first scheduled window. */
async function chooseDeliveryTime(page: Page) {
  const asap = page.getByRole('radio', { name: /^ASAP/ });
  const window = page.getByLabel('Delivery window');
  await expect(asap.or(window)).toBeVisible();
  if (await asap.isVisible()) await asap.check();
  else await window.selectOption({ index: 1 });
}

async function fillTheRest(page: Page, payment: 'Cash at the door' | 'Debit card at the door') {
  await page.getByLabel('Date of birth').fill('1990-04-12');
  await page.getByLabel('This is a residential address').check();
  await chooseDeliveryTime(page);
  await page.getByRole('radio', { name: new RegExp(`^${payment}`) }).check();
  await page.getByLabel('I confirm I am 21 years of age or older').check();
}

test('guest: empty cart → checkout → confirmation → tracking that turns to in transit live', async ({
  page,
  request,
}) => {
  const product = await flower(page);
  const price = priceOf(product);

  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty', { exact: true })).toBeVisible();
  await addToCart(page, product);
  await checkoutFromCart(page);

  await fillContact(page, `e2e.guest.${Date.now()}@example.test`);
  await page.getByLabel('Street address').fill('245 Atlantic Ave');
  await page.getByLabel('ZIP code').fill('11217');
  await expect(page.getByText('Delivering to Brooklyn', { exact: true })).toBeVisible();
  await fillTheRest(page, 'Cash at the door');

  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.getByText(product.name, { exact: true })).toBeVisible();
  await expect(summary.getByTestId('price-subtotal')).toContainText(formatUsd(price));
  await expect(summary.getByTestId('price-delivery')).toContainText(/\$\d+\.\d{2}|Free/);
  await expect(summary.getByTestId('price-excise')).toContainText('Cannabis excise (13%)');
  await expect(summary.getByTestId('price-excise')).toContainText(formatUsd(percentOf(price, 1300)));
  await expect(summary.getByTestId('price-total')).toContainText(/Total\s*\$\d+\.\d{2}/);
  await expect(page.getByText(ID_NOTICE, { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?code=[A-Z0-9]{16}$/);
  await expect(page.getByTestId('order-number')).toHaveText(/^NYM-[A-Z0-9]{6}$/);
  // Focus went with the order to its thanks, not to the page body.
  await expect(page.getByRole('heading', { level: 1, name: /^Thank you/ })).toBeFocused();
  await expect(page.getByText(ID_NOTICE, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
  await expect(page.getByTestId('payment-method')).toHaveText('Cash at the door');
  await expect(page.getByRole('link', { name: 'Track live' })).toHaveAttribute(
    'href',
    /^\/track-live\/[A-Z0-9]{16}$/,
  );
  await expect.poll(() => page.evaluate(() => localStorage.getItem('guest_cart'))).toBeNull();

  const orderNumber = (await page.getByTestId('order-number').textContent())!;
  const subscribed = realtimeSubscribed(page);
  await page.getByRole('link', { name: 'Track your order' }).click();
  await expect(page).toHaveURL(/\/track\/[A-Z0-9]{16}$/);
  const status = page.getByTestId('order-status');
  await expect(status).toHaveText('pending');
  await subscribed;

  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await advanceOrder(request, orderNumber, 'in_transit');
  await expect(status).toHaveText('in transit', { timeout: 5_000 });
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});

test('guest: a ZIP outside the three boroughs is refused on the ZIP field', async ({ page }) => {
  const product = await flower(page);
  await page.addInitScript((id) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem(
        'guest_cart',
        JSON.stringify([{ product_id: id, quantity: 1, selected_weight: '3.5g' }]),
      );
      sessionStorage.setItem('seeded', '1');
    }
  }, product.id);
  const orders: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/checkout')
      orders.push(request.url());
  });

  await page.goto('/checkout');
  await fillContact(page, `e2e.staten.${Date.now()}@example.test`);
  await page.getByLabel('Street address').fill('10 Richmond Terrace');
  const zip = page.getByLabel('ZIP code');
  await zip.fill('10301');
  await expect(zip).toHaveAttribute('aria-invalid', 'true');
  await expect(zip).toHaveAccessibleDescription(/We deliver only to Manhattan, Brooklyn and Queens/);
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.getByTestId('price-subtotal')).toBeVisible();
  await expect(summary.getByTestId('price-total')).not.toContainText('$');

  await fillTheRest(page, 'Cash at the door');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(zip).toBeFocused();
  await expect(zip).toHaveAccessibleDescription(/Manhattan, Brooklyn and Queens/);
  await expect(page).toHaveURL('/checkout');
  expect(orders).toEqual([]);
});

test('member: the first order is 10% off with free delivery, and the confirmation shows it', async ({
  page,
}) => {
  const product = await flower(page);
  const price = priceOf(product);
  const discount = formatUsd(-percentOf(price, 1000));
  const user = await signUpUser(page);

  await addToCart(page, product, { signedIn: true });
  await checkoutFromCart(page);
  await expect(page.getByLabel('Full name')).toHaveValue(user.fullName);
  await expect(page.getByLabel('Email')).toHaveValue(user.email);
  await expect(page.getByLabel('Phone')).toHaveValue('(718) 555-0199');

  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.getByTestId('price-discount')).toContainText('First order 10% off');
  await expect(summary.getByTestId('price-discount')).toContainText(discount);
  await expect(summary.getByTestId('price-delivery')).toContainText('Free');

  await page.getByLabel('Street address').fill('31-10 Thomson Ave');
  await page.getByLabel('ZIP code').fill('11101');
  await expect(page.getByText('Delivering to Queens', { exact: true })).toBeVisible();
  await page.getByLabel('Save this address').check();
  await fillTheRest(page, 'Debit card at the door');
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page).toHaveURL(/\/order-confirmation\?code=[A-Z0-9]{16}$/);
  await expect(page.getByTestId('order-number')).toHaveText(/^NYM-[A-Z0-9]{6}$/);
  await expect(page.getByTestId('price-discount')).toContainText('First order 10% off');
  await expect(page.getByTestId('price-discount')).toContainText(discount);
  await expect(page.getByTestId('price-delivery')).toContainText('Free');
  await expect(page.getByTestId('payment-method')).toHaveText('Debit card at the door');
  await expect(page.getByText(ID_NOTICE, { exact: true })).toBeVisible();
});
