import type { Page } from '@playwright/test';
import {
  fromShopLabel,
  KEEP_CART_LABEL,
  mixedShopsMessage,
  NEW_CART_TITLE,
  newCartMessage,
  START_NEW_CART_LABEL,
} from '#domain/cart-shops.ts';
import type { Product } from '#domain/catalog.ts';
import { formatUsd } from '#domain/money.ts';
import { expect, signUpUser, test } from '../fixtures.ts';
import { ownProduct } from '../products.ts';

/** The test's own products: two of one shop and one of another, which no other journey sells out. */
async function productsOfTwoShops(page: Page) {
  const first = await ownProduct(page.request, { stock: 5 });
  const sameShop = await ownProduct(page.request, { stock: 5, like: (p) => p.shop.id === first.shop.id });
  const otherShop = await ownProduct(page.request, { stock: 5, like: (p) => p.shop.id !== first.shop.id });
  return { first, sameShop, otherShop };
}

const priceOf = (product: Product) => {
  const label = product.variants.find((v) => v.stock > 0)!.label;
  return product.prices[label] ?? product.price;
};

async function addOnProductPage(page: Page, product: Product) {
  await page.goto(`/product/${product.id}`);
  await page.getByTestId('add-to-cart-panel').getByRole('button', { name: 'Add to Cart' }).click();
}

test('guest: a product from another shop asks to start a new cart; keeping or starting one does what it says', async ({
  page,
}) => {
  const { first, sameShop, otherShop } = await productsOfTwoShops(page);

  await addOnProductPage(page, first);
  await expect(
    page.getByRole('button', { name: `Cart, 1 item, ${formatUsd(priceOf(first))}` }),
  ).toBeVisible();
  await addOnProductPage(page, sameShop);
  const twoItems = `Cart, 2 items, ${formatUsd(priceOf(first) + priceOf(sameShop))}`;
  await expect(page.getByRole('button', { name: twoItems })).toBeVisible();

  await addOnProductPage(page, otherShop);
  const dialog = page.getByRole('dialog', { name: NEW_CART_TITLE });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(newCartMessage([first.shop], otherShop.name, otherShop.shop));
  await expect(dialog.getByRole('button', { name: KEEP_CART_LABEL })).toBeFocused();
  await dialog.getByRole('button', { name: KEEP_CART_LABEL }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: twoItems })).toBeVisible();

  await page.getByTestId('add-to-cart-panel').getByRole('button', { name: 'Add to Cart' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: START_NEW_CART_LABEL }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('button', { name: `Cart, 1 item, ${formatUsd(priceOf(otherShop))}` }),
  ).toBeVisible();

  await page.getByTestId('cart-button').click();
  const sheet = page.getByRole('dialog', { name: 'Shopping Cart' });
  await expect(sheet.getByText(fromShopLabel(otherShop.shop), { exact: true })).toBeVisible();
  await expect(sheet.getByTestId('cart-line')).toHaveCount(1);
  await expect(sheet.getByTestId('cart-line')).toContainText(otherShop.name);

  await page.goto('/cart');
  await expect(
    page.getByRole('main').getByText(fromShopLabel(otherShop.shop), { exact: true }),
  ).toBeVisible();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByRole('main').getByRole('link', { name: 'Checkout' })).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('guest_cart') ?? '[]') as unknown);
  expect(stored).toEqual([expect.objectContaining({ product_id: otherShop.id, shop_id: otherShop.shop.id })]);
});

test('signed in: "Start new cart" replaces the server cart', async ({ page }) => {
  const { first, otherShop } = await productsOfTwoShops(page);
  await signUpUser(page);

  await addOnProductPage(page, first);
  await expect(
    page.getByRole('button', { name: `Cart, 1 item, ${formatUsd(priceOf(first))}` }),
  ).toBeVisible();
  await addOnProductPage(page, otherShop);
  const dialog = page.getByRole('dialog', { name: NEW_CART_TITLE });
  await expect(dialog).toContainText(newCartMessage([first.shop], otherShop.name, otherShop.shop));
  await dialog.getByRole('button', { name: START_NEW_CART_LABEL }).click();
  await expect(
    page.getByRole('button', { name: `Cart, 1 item, ${formatUsd(priceOf(otherShop))}` }),
  ).toBeVisible();
  const cart = (await (await page.request.get('/api/cart')).json()) as { items: { productId: string }[] };
  expect(cart.items.map((i) => i.productId)).toEqual([otherShop.id]);

  await page.goto('/cart');
  await expect(
    page.getByRole('main').getByText(fromShopLabel(otherShop.shop), { exact: true }),
  ).toBeVisible();
});

test.describe('a cart mixed anyway', () => {
  test('is refused on the checkout page, named on the cart page with Checkout held', async ({ page }) => {
    const { first, otherShop } = await productsOfTwoShops(page);
    const label = (p: Product) => p.variants.find((v) => v.stock > 0)!.label;
    // A cart saved before one order came from one shop: its lines carry no shop.
    await page.addInitScript(
      (cart) => {
        if (sessionStorage.getItem('seeded')) return;
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('guest_cart', cart);
      },
      JSON.stringify(
        [first, otherShop].map((p) => ({ product_id: p.id, quantity: 1, selected_weight: label(p) })),
      ),
    );

    await page.goto('/checkout');
    const refusal = mixedShopsMessage([first.shop, otherShop.shop])!;
    await expect(page.getByText(refusal, { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Back to your cart' }).first().click();
    await expect(page).toHaveURL('/cart');

    const main = page.getByRole('main');
    await expect(main.getByTestId('mixed-shops')).toHaveText(refusal);
    await expect(main.getByRole('button', { name: 'Checkout' })).toBeDisabled();
    const otherLine = main.getByTestId('cart-line').filter({ hasText: otherShop.name });
    await expect(otherLine).toContainText(otherShop.shop.name);
    await otherLine.getByRole('button', { name: /^Remove / }).click();

    await expect(main.getByTestId('mixed-shops')).toHaveCount(0);
    await expect(main.getByText(fromShopLabel(first.shop), { exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Checkout' })).toBeVisible();
  });
});
