import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Product } from '#domain/catalog.ts';
import { paths } from '#web/config/paths.ts';
import { LANDMARK_RULES, checkOtherTheme, expectNoSeriousA11yIssues } from './axe.ts';
import { EXPECTED_HTTP_ERRORS, expect, signUpUser, test } from './fixtures.ts';
import { STORE, placeGuestOrder } from './orders.ts';
import { ownProduct } from './products.ts';

const GIVEAWAY = 'nyc-biggest-flower';

/** The logged 401s and 404s of a guest's pages, and the refusal of the made-up e-mail confirmation link. */
const CUSTOMER_PAGE_ERRORS = [
  // One pattern: `test.use` reads an array whose second item is an object as a fixture's [value, options].
  new RegExp(
    `${EXPECTED_HTTP_ERRORS[0]!.source}|status of 400 .*/api/auth/verify-email\\?token=not-a-real-token`,
  ),
];

/** axe's experimental rule that a control's accessible name contains its visible text (WCAG 2.5.3, Label in Name). */
const NAME_RULES = ['label-content-name-mismatch'];

/**
 * Runs axe on the customer page as it is now: the WCAG rules and the landmark rules (all content in a landmark, one
 * banner, one main), then the contrast rule in the other theme on the same visit. `within` checks that layer alone
 * (a modal's page is hidden under it and was checked before it opened); a layer beside the page (`modal: false`)
 * adds its landmarks to the page's, so those rules still read the whole page.
 */
export async function checkCustomerView(
  page: Page,
  context: string,
  { settled = true, within, modal = true }: { settled?: boolean; within?: Locator; modal?: boolean } = {},
) {
  if (settled) {
    await expect(
      page.locator(':not(button)[aria-busy="true"], [role="status"]:has-text("Loading…")'),
    ).toHaveCount(0);
  }
  const include = within ? '[data-axe-scope]' : undefined;
  await within?.evaluate((el) => el.setAttribute('data-axe-scope', ''));
  await expectNoSeriousA11yIssues(page, context, undefined, {
    rules: include ? NAME_RULES : [...NAME_RULES, ...LANDMARK_RULES],
    include,
  });
  if (within && !modal) {
    await expectNoSeriousA11yIssues(page, `${context}, the page's landmarks`, LANDMARK_RULES, {
      rules: LANDMARK_RULES,
    });
  }
  // The other theme changes colours alone, the same tokens at every width: a page's dark contrast is read at the
  // desktop width, where the same pages are checked; on a phone only what a phone alone shows as a layer (its
  // menu, sheets and dialogs) is read in both themes. Half the phone walk's time.
  const phone = (page.viewportSize()?.width ?? 1440) < 768;
  if (!phone || within) await checkOtherTheme(page, context, include);
  await within?.evaluate((el) => el.removeAttribute('data-axe-scope'));
}

/** Opens a customer page, waits for its h1 (`heading`, when given, is its text) and checks it. */
export async function checkCustomerPage(
  page: Page,
  path: string,
  context: string,
  heading?: string | RegExp,
) {
  await page.goto(path);
  const h1 = page.getByRole('heading', { level: 1 }).first();
  if (heading) await expect(h1).toHaveText(heading);
  else {
    await expect(h1).toBeVisible();
    await expect(h1).not.toHaveText(/not found|went wrong|could not load/i);
  }
  await checkCustomerView(page, context);
}

/** Opens an overlay with `open`, checks it (with the page's landmarks when it is not modal) and closes it with Escape. */
async function checkOverlay(
  page: Page,
  open: () => Promise<unknown>,
  overlay: Locator,
  context: string,
  modal = true,
) {
  await open();
  await expect(overlay).toBeVisible();
  await checkCustomerView(page, context, { within: overlay, modal });
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();
}

/**
 * A guest's visit, from the age gate on: home and the overlays a guest opens (search, the empty cart drawer, the chat
 * panel, the menu on a phone, the sign-in, reset and sign-up dialogs). `phone` opens the sign-in from the bottom bar.
 */
export async function checkGuestOverlays(page: Page, phone: boolean) {
  await page.goto('/');
  const gate = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('button', { name: 'I am 21 or older' }) });
  await expect(gate).toBeVisible();
  // A first visit's page waits under the gate for the answer (and is checked as soon as the gate is answered).
  await checkCustomerView(page, 'age gate', { settled: false, within: gate });
  await gate.getByRole('button', { name: 'I am 21 or older' }).click();
  await expect(gate).toBeHidden();
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem').first()).toBeVisible();
  await checkCustomerView(page, 'home (menu)');

  const search = page.getByRole('dialog', { name: 'Search products' });
  await checkOverlay(
    page,
    async () => {
      await page.getByRole('button', { name: 'Search products' }).first().click();
      await search.getByRole('combobox').fill('indica');
      await expect(search.getByRole('option').first()).toBeVisible();
    },
    search,
    'search dialog with results',
  );
  await checkOverlay(
    page,
    () =>
      page
        .getByRole('button', { name: /^Cart, 0 items/ })
        .first()
        .click(),
    page.getByRole('dialog', { name: 'Shopping Cart' }),
    'empty cart drawer',
  );
  await checkOverlay(
    page,
    () => page.getByRole('button', { name: 'Open support chat' }).click(),
    page.getByRole('dialog', { name: 'Support' }),
    'chat panel',
    false,
  );
  if (phone) {
    await checkOverlay(
      page,
      () => page.getByRole('button', { name: 'Open menu' }).click(),
      page.getByRole('dialog', { name: 'Menu' }),
      'mobile menu (guest)',
    );
  }
  const openSignIn = () =>
    phone
      ? page.getByTestId('bottom-bar').getByRole('button', { name: 'Account' }).click()
      : page.getByRole('banner').getByRole('button', { name: 'Sign In', exact: true }).click();
  const signIn = page.getByRole('dialog', { name: 'Sign In' });
  await openSignIn();
  await expect(signIn.getByLabel('Email')).toBeVisible();
  await checkCustomerView(page, 'sign-in dialog', { within: signIn });
  await signIn.getByRole('button', { name: 'Forgot password?' }).click();
  const reset = page.getByRole('dialog', { name: 'Reset Password' });
  await expect(reset).toBeVisible();
  await checkCustomerView(page, 'reset password dialog', { within: reset });
  await page.keyboard.press('Escape');
  await checkOverlay(
    page,
    async () => {
      await openSignIn();
      await signIn.getByRole('button', { name: 'Create an account' }).click();
    },
    page.getByRole('dialog', { name: 'Create Account' }),
    'sign-up dialog',
  );
}

/**
 * The pages a guest meets past the age gate: a category, a product, the empty cart and checkout, the help and legal
 * pages, the account links of e-mails, the 404.
 */
export async function checkGuestPagesPastGate(page: Page) {
  const { products } = (await (await page.request.get('/api/products')).json()) as { products: Product[] };
  const product = products[0]!;
  const pages: [string, string, (string | RegExp)?][] = [
    ['/?category=edibles#products', 'category'],
    [`/product/${product.id}`, 'product', product.name],
    ['/cart', 'empty cart'],
    ['/checkout', 'checkout, empty cart'],
    ['/order-confirmation', 'confirmation without an order', /.+/],
    ['/faq', 'FAQ'],
    ['/support', 'support'],
    ['/terms', 'terms'],
    ['/privacy', 'privacy'],
    ['/about', 'about'],
    ['/reset-password?token=not-a-real-token', 'reset password', /.+/],
    ['/confirm-email?token=not-a-real-token', 'confirm e-mail', /.+/],
    ['/set-password?token=not-a-real-token', 'set password', /.+/],
    ['/no-such-page', '404', 'Oops! Page not found'],
  ];
  for (const [path, context, heading] of pages) await checkCustomerPage(page, path, context, heading);
}

/**
 * A signed-in customer's pages: the cart (page and drawer) with a line, checkout, the account menu, the confirmation
 * of the order this tab placed, My Orders, the order, its tracking, the account, entries and notification settings.
 * The data comes through the API.
 */
export async function checkSignedInPages(page: Page, request: APIRequestContext, phone: boolean) {
  await signUpUser(page);
  // The test's own product (no other journey sells it out), of a shop other journeys never close.
  const product = await ownProduct(request);
  const added = await page.request.post('/api/cart/items', {
    headers: { origin: STORE },
    data: { productId: product.id, quantity: 2, selectedWeight: product.variants[0]!.label },
  });
  expect(added.ok(), await added.text()).toBe(true);

  await checkCustomerPage(page, '/cart', 'cart with a line');
  await checkOverlay(
    page,
    () =>
      page
        .getByRole('button', { name: /^Cart, 2 items/ })
        .first()
        .click(),
    page.getByRole('dialog', { name: 'Shopping Cart' }),
    'cart drawer with a line',
  );
  await checkCustomerPage(page, '/checkout', 'checkout');
  await checkOverlay(
    page,
    () =>
      phone
        ? page.getByRole('button', { name: 'Open menu' }).click()
        : page.getByRole('button', { name: 'Account menu' }).click(),
    phone ? page.getByRole('dialog', { name: 'Menu' }) : page.getByRole('menu'),
    phone ? 'mobile menu (signed in)' : 'account menu',
    phone,
  );

  const placed = await placeGuestOrder(page.request, 'a11y', { product });
  const read = await page.request.get(`/api/orders/${placed.id}`);
  expect(read.ok(), await read.text()).toBe(true);
  const { order } = (await read.json()) as { order: { trackingCode: string } };
  // What checkout keeps for the tab, so the confirmation shows the order as just placed.
  await page.evaluate(
    (o) => sessionStorage.setItem(`order_confirmation:${o.trackingCode}`, JSON.stringify(o)),
    order,
  );
  const pages: [string, string][] = [
    [`/order-confirmation?code=${order.trackingCode}`, 'confirmation'],
    ['/my-orders', 'my orders'],
    [`/my-orders/${placed.id}`, 'order detail'],
    ['/order-tracking', 'order tracking'],
    ['/account', 'account'],
    ['/account/giveaway-entries', 'giveaway entries'],
    ['/settings/notifications', 'notification settings'],
  ];
  for (const [path, context] of pages) await checkCustomerPage(page, path, context);
}

/**
 * The pages anyone may open, as a guest past the age gate: tracking by code (of an order placed through the API), the
 * blog, shops, the courier application, the giveaway.
 */
export async function checkOpenPages(page: Page, request: APIRequestContext) {
  const product = await ownProduct(request);
  const placed = await placeGuestOrder(page.request, 'a11y', { product });
  const { posts } = (await (await page.request.get('/api/blog')).json()) as { posts: { slug: string }[] };
  expect(posts.length, 'the demo blog has a post').toBeGreaterThan(0);
  const pages: [string, string][] = [
    ['/track-order', 'track lookup'],
    [`/track/${placed.trackingCode}`, 'tracking'],
    [`/track-live/${placed.trackingCode}`, 'live tracking'],
    ['/blog', 'blog'],
    [`/blog/${posts[0]!.slug}`, 'blog post'],
    ['/partner-shops', 'shops and partner application'],
    ['/become-courier', 'courier application'],
    [`/giveaway/${GIVEAWAY}`, 'giveaway'],
    ['/giveaway/rules', 'giveaway rules'],
    [paths.shop.drawCheck.getHref(GIVEAWAY), 'giveaway draw check'],
  ];
  for (const [path, context] of pages) await checkCustomerPage(page, path, context);
}

/**
 * The four tests of one width, which run side by side: the phone project's (390×844) or the desktop's (1440×900).
 * Each checks about 10 views: light, then the dark theme's contrast (on a phone, of its layers only).
 */
export function describeCustomerA11y(phone: boolean) {
  test.describe(`storefront at ${phone ? 390 : 1440} px: no serious or critical axe issue, light and dark`, () => {
    test.use({
      allowConsoleErrors: CUSTOMER_PAGE_ERRORS,
      ...(phone ? {} : { viewport: { width: 1440, height: 900 } }),
    });
    test.describe.configure({ mode: 'parallel', timeout: 120_000 });

    test.describe(() => {
      test.use({ ageVerified: false });
      test('a guest: age gate, home, search, cart drawer, chat, menu, sign-in, reset and sign-up dialogs', async ({
        page,
      }) => {
        await checkGuestOverlays(page, phone);
      });
    });

    test('a guest: category, product, empty cart and checkout, help, legal and e-mail link pages, 404', async ({
      page,
    }) => {
      await checkGuestPagesPastGate(page);
    });

    test('a customer: cart, checkout, menu, confirmation, orders, order, account, entries, notifications', async ({
      page,
      request,
    }) => {
      await checkSignedInPages(page, request, phone);
    });

    test('anyone: tracking by code, live tracking, blog, shops, courier application, giveaway', async ({
      page,
      request,
    }) => {
      await checkOpenPages(page, request);
    });
  });
}
