import type { Page } from '@playwright/test';
import type { Product } from '#domain/catalog.ts';
import { formatUsd } from '#domain/money.ts';
import { expect } from '../fixtures.ts';
import { ownProduct } from '../products.ts';
import { expectFocusInSight, expectNoUnaskedDialog, expectNothingOver, focusAndCheck } from './layers.ts';

const AGE_GATE = 'Are you 21 or older?';
const CART = 'Shopping Cart';
const WEIGHT = '3.5g';
const SHOTS = process.env.LAYERS_SHOTS;

/** Screenshots of each step when LAYERS_SHOTS names a folder. */
async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()!.width}.png` });
}

/** What Chromium does when the store may be installed: a `beforeinstallprompt` the page keeps. */
async function offerInstall(page: Page) {
  await page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
      prompt: () => Promise<void>;
      userChoice: Promise<{ outcome: string }>;
    };
    event.prompt = async () => undefined;
    event.userChoice = Promise.resolve({ outcome: 'dismissed' });
    window.dispatchEvent(event);
  });
}

/**
 * Time passes with the tab in view, a second at a time: a chunk that arrives meanwhile (over the network, in real
 * time) starts its timers while most of the time is still to come. No dialog may open on the way.
 */
async function browse(page: Page, ms: number) {
  for (let second = 1; second <= ms / 1000; second += 1) {
    await page.clock.runFor(1000);
    if (second % 5 === 0) await expectNoUnaskedDialog(page);
  }
  await expectNoUnaskedDialog(page);
}

/** The install offer's code, once it has come (it loads when the page is idle). */
const installChunk = (page: Page) => page.waitForResponse(/\/assets\/install-prompt-[\w-]+\.js$/);

const installOffer = (page: Page) => page.getByRole('complementary', { name: 'Get the NY Minute app' });

/** The live first-order percent, as checkout applies it. */
async function firstOrderPercent(page: Page): Promise<number> {
  const quote = await page.request.post('/api/checkout/quote', { data: { items: [] } });
  expect(quote.status()).toBe(200);
  return ((await quote.json()) as { firstOrderPercent: number }).firstOrderPercent;
}

/**
 * A new customer's first visit, from the age gate through the catalog, a product, the cart sheet and checkout to
 * Place order, on a fake clock: at every step nothing fixed or sticky covers the focused control or any price, form
 * field or button, and no promotion comes as a dialog, also after more than a minute and several pages.
 */
export async function firstVisitToOrder(page: Page, { phone }: { phone: boolean }) {
  const product: Product = await ownProduct(page.request, {
    category: 'flower',
    // Weights to choose from (a product another journey made in the admin may have one), the one asked for among them.
    like: (p) => p.variants.length > 1 && p.variants.some((v) => v.label === WEIGHT) && p.name.length < 26,
  });
  // Every variant of the copy is in stock: the page opens on the first one.
  const unit = product.variants[0]!.priceCents;
  const percent = await firstOrderPercent(page);
  await page.clock.install();

  // The age gate is the one layer of a first visit, and nothing covers its answer.
  let chunk = installChunk(page);
  await page.goto('/');
  const gate = page.getByRole('dialog', { name: AGE_GATE });
  await expect(gate).toBeVisible();
  await expectNoUnaskedDialog(page, [AGE_GATE]);
  await expectNothingOver(page, 'age gate');
  await focusAndCheck(page, gate.getByRole('button', { name: 'I am 21 or older' }));
  await gate.getByRole('button', { name: 'I am 21 or older' }).click();
  await expect(gate).toHaveCount(0);

  // The catalog: the giveaway banner is a strip in the page, the install offer waits out the first minute.
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem').first()).toBeVisible();
  await offerInstall(page);
  await chunk;
  // The offer's code has started the visit's clock past the age gate.
  await expect
    .poll(async () => {
      await page.clock.runFor(100);
      return page.evaluate(() => sessionStorage.getItem('promo_visit'));
    })
    .not.toBeNull();
  const banner = page.getByTestId('giveaway-banner');
  await expect(banner).toBeVisible();
  expect(await banner.evaluate((el) => getComputedStyle(el).position)).toBe('static');
  await expect(page.getByTestId('chat-launcher')).toBeVisible();
  // On a phone the offer used to come at 10 s, on a desktop at 30 s.
  await browse(page, 45_000);
  await expect(installOffer(page)).toHaveCount(0);
  await shoot(page, 'home');
  await expectNothingOver(page, 'catalog');

  // The product page, opened in full after the catalog was scrolled: price, weights and the buy button on its first
  // screen, as it settles (a restored scroll position would have moved them), the total following the quantity.
  await page.goto(`/product/${product.id}`);
  const panel = page.getByTestId('add-to-cart-panel');
  await expect(panel).toBeVisible();
  await page.clock.runFor(2_000);
  const add = panel.getByRole('button', { name: `Add to Cart · ${formatUsd(unit)}`, exact: true });
  const firstScreen = [
    panel.getByText(formatUsd(unit), { exact: true }).first(),
    panel.getByRole('group', { name: 'Weight' }),
    add,
  ];
  for (const part of firstScreen) await expect(part).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  if (phone) {
    const bar = (await page.getByTestId('bottom-bar').boundingBox())!;
    const button = (await add.boundingBox())!;
    expect(button.y + button.height).toBeLessThanOrEqual(bar.y);
  }
  await panel.getByRole('button', { name: `Increase quantity of ${product.name}` }).click();
  await expect(add).toHaveCount(0);
  const addTwo = panel.getByRole('button', { name: `Add 2 to cart · ${formatUsd(unit * 2)}`, exact: true });
  await expect(addTwo).toBeInViewport({ ratio: 1 });
  await expect(banner).toHaveCount(0);
  await expect(page.getByTestId('chat-launcher')).toHaveCount(0);
  await shoot(page, 'product');
  await expectNothingOver(page, 'product');
  await focusAndCheck(page, addTwo);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /^Cart, 2 items/ }).first()).toBeAttached();

  // Past the first minute and over several pages: at most one prompt, in the page, never a dialog.
  await browse(page, 20_000);
  chunk = installChunk(page);
  await page.goto('/faq');
  await offerInstall(page);
  await chunk;
  // Its code arrives over the network in real time: the clock moves on in seconds until it shows.
  await expect
    .poll(
      async () => {
        await page.clock.runFor(1000);
        await expectNoUnaskedDialog(page);
        return installOffer(page).count();
      },
      { timeout: 20_000 },
    )
    .toBe(1);
  expect(await installOffer(page).evaluate((el) => getComputedStyle(el).position)).toBe('static');
  await shoot(page, 'install-offer');
  await expectNothingOver(page, 'faq, with the install offer');
  // The visit has had its one prompt: a new page, however long, does not bring it again.
  chunk = installChunk(page);
  await page.goto('/about');
  await offerInstall(page);
  await chunk;
  await browse(page, 70_000);
  await expect(installOffer(page)).toHaveCount(0);
  await page.goto('/support');
  await browse(page, 10_000);
  await expectNoUnaskedDialog(page);

  // The cart sheet: the new-customer offer is a card in it, with the live percent; Checkout goes to checkout.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Cart, 2 items/ })
    .click();
  const sheet = page.getByRole('dialog', { name: CART });
  await expect(sheet).toBeVisible();
  const offer = sheet.getByRole('region', { name: 'New customer offer' });
  await expect(offer.getByRole('heading')).toHaveText(
    `New customer? Get ${percent}% off your first order + Free Delivery`,
  );
  await expectNoUnaskedDialog(page, [CART]);
  await shoot(page, 'cart-sheet');
  await expectNothingOver(page, 'cart sheet');
  const checkout = sheet.getByRole('button', { name: 'Checkout', exact: true });
  await focusAndCheck(page, checkout);
  await checkout.click();
  await expect(page).toHaveURL('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();

  // Checkout, a focused flow: no banner, no chat button; back to the cart and help stay in the page.
  await expect(page.getByRole('link', { name: 'Back to cart' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Need help?' })).toHaveAttribute('href', '/support');
  await expect(banner).toHaveCount(0);
  await expect(page.getByTestId('chat-launcher')).toHaveCount(0);
  const fields: [string, string][] = [
    ['Full name', 'Avery Quinn'],
    ['Email', `e2e.layers.${Date.now()}@example.test`],
    ['Phone', '3475550123'],
    ['Street address', '245 Atlantic Ave'],
    ['ZIP code', '11217'],
    ['Date of birth', '1990-04-12'],
  ];
  for (const [label, value] of fields) {
    const field = page.getByLabel(label, { exact: true });
    await focusAndCheck(page, field);
    if (label === 'Phone') await field.pressSequentially(value);
    else await field.fill(value);
  }
  await expect(page.getByText('Delivering to Brooklyn', { exact: true })).toBeVisible();
  await focusAndCheck(page, page.getByLabel('This is a residential address'));
  await page.getByLabel('This is a residential address').check();
  const asap = page.getByRole('radio', { name: /^ASAP/ });
  const slot = page.getByLabel('Delivery window');
  await expect(asap.or(slot)).toBeVisible();
  if (await asap.isVisible()) await asap.check();
  else await slot.selectOption({ index: 1 });
  await page.getByRole('radio', { name: /^Cash at the door/ }).check();
  const attest = page.getByLabel('I confirm I am 21 years of age or older');
  await focusAndCheck(page, attest);
  await attest.check();
  await shoot(page, 'checkout');
  await expectNothingOver(page, 'checkout');
  const place = page.getByRole('button', { name: 'Place order' });
  await focusAndCheck(page, place);
  await expectNoUnaskedDialog(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/order-confirmation\?code=[A-Z0-9]{16}$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Thank you/ })).toBeFocused();
  await expectFocusInSight(page);
  await expectNothingOver(page, 'confirmation');
  await expectNoUnaskedDialog(page);
}
