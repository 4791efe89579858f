import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { ownProduct } from '../products.ts';

test.use({ signupPrompt: true });

const NOTE =
  'New customer offer: 10% off your first order + Free Delivery, taken off at checkout. No code needed.';

/** Screenshots of the cart page's offer at phone and desktop width when OFFER_SHOTS names a folder. */
async function shoot(page: Page) {
  const dir = process.env.OFFER_SHOTS;
  if (!dir) return;
  for (const [w, h] of [
    [390, 844],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.getByRole('region', { name: 'New customer offer' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${dir}/cart-offer-${w}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** The analytics batch that carries `name`, once the server has stored it (it answers 204 after the insert). */
function stored(page: Page, name: string) {
  return page
    .waitForResponse(
      (r) =>
        r.url().endsWith('/api/analytics') &&
        r.request().method() === 'POST' &&
        (r.request().postData() ?? '').includes(`"${name}"`),
    )
    .then((response) => {
      expect(response.status()).toBe(204);
      const { events } = response.request().postDataJSON() as {
        events: { name: string; properties: Record<string, unknown> }[];
      };
      return events.find((e) => e.name === name)!;
    });
}

/** A guest cart with one line of the test's own product, as the store keeps it in the browser. */
async function guestCartWithOneLine(page: Page) {
  const product = await ownProduct(page.request);
  const line = { product_id: product.id, quantity: 1, selected_weight: product.variants[0]!.label };
  await page.addInitScript((seed) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('guest_cart', JSON.stringify([seed]));
      sessionStorage.setItem('seeded', '1');
    }
  }, line);
  return product;
}

test('a guest meets the offer as a card in the cart, takes it, and the new account is its conversion', async ({
  page,
}) => {
  await guestCartWithOneLine(page);
  const shown = stored(page, 'signup_popup_shown');
  await page.goto('/cart');
  const offer = page.getByRole('region', { name: 'New customer offer' });
  await expect(offer.getByRole('heading')).toHaveText(
    'New customer? Get 10% off your first order + Free Delivery',
  );
  await expect(offer).toContainText('Create a free account and we take 10% off at checkout. No code needed.');
  expect((await shown).properties).toMatchObject({ placement: 'cart', path: '/cart' });
  // In the page's flow, never a dialog over it.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await offer.evaluate((el) => getComputedStyle(el).position)).not.toMatch(/fixed|sticky/);
  await shoot(page);

  await offer.getByRole('button', { name: 'Create an account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Account' });
  await expect(dialog.getByTestId('signup-offer-note')).toHaveText(NOTE);
  await dialog.getByLabel('Full name').fill('Jordan Lee');
  await dialog.getByLabel('Email').fill(`e2e.offer.${Date.now()}@example.test`);
  await dialog.getByLabel('Phone').fill('(718) 555-0142');
  await dialog.getByLabel('Password', { exact: true }).fill('Harbor-lights-42');
  await dialog.getByLabel('Confirm password').fill('Harbor-lights-42');
  await dialog.getByLabel('I confirm I am 21 years of age or older').check();
  const converted = stored(page, 'signup_popup_converted');
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(dialog).toBeHidden();
  expect((await converted).properties.visitor_id).toEqual(expect.any(String));
  // An account now: the offer is gone.
  await expect(offer).toHaveCount(0);
});

test('dismissed in the cart sheet, the offer stays away, on the cart page too', async ({ page }) => {
  await guestCartWithOneLine(page);
  await page.goto('/faq');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Cart, 1 item/ })
    .click();
  const sheet = page.getByRole('dialog', { name: 'Shopping Cart' });
  const offer = sheet.getByRole('region', { name: 'New customer offer' });
  await expect(offer).toBeVisible();
  const dismissed = stored(page, 'signup_popup_dismissed');
  await offer.getByRole('button', { name: 'Dismiss the new customer offer' }).click();
  await expect(offer).toHaveCount(0);
  expect((await dismissed).properties).toMatchObject({ how: 'button', placement: 'cart_drawer' });
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('signup_prompt') ?? 'null')),
  ).toMatchObject({
    outcome: 'dismissed',
  });
  await sheet.getByRole('button', { name: 'Checkout', exact: true }).click();
  await expect(page).toHaveURL('/checkout');
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'New customer offer' })).toHaveCount(0);
});
