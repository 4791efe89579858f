import type { Product } from '#domain/catalog.ts';
import { formatUsd } from '#domain/money.ts';
import { expect, signUpUser, test } from '../fixtures.ts';
import type { Page } from '@playwright/test';
import { ownProduct } from '../products.ts';

const FLOWER_LIMIT = 'New York allows at most 85.05 g (3 oz) of flower per order';

/** The test's own flower sold by `weight`, with `stock` units of each weight, which no other journey touches. */
const flowerWith = (page: Page, weight: string, stock: number): Promise<Product> =>
  ownProduct(page.request, {
    category: 'flower',
    stock,
    like: (p) => p.variants.some((v) => v.label === weight),
  });

const priceOf = (product: Product, weight: string) => product.prices[weight] ?? product.price;

test('guest: product → weight → Add to Cart → sheet → /cart → remove', async ({ page }) => {
  const product = await flowerWith(page, '7g', 2);
  const price = priceOf(product, '7g');

  await page.goto('/?category=flower');
  await page.getByRole('link', { name: product.name, exact: true }).first().click();
  await expect(page).toHaveURL(`/product/${product.id}`);

  const panel = page.getByTestId('add-to-cart-panel');
  await panel.getByRole('radio', { name: /^7g/ }).check();
  await expect(panel.getByText(formatUsd(price), { exact: true }).first()).toBeVisible();
  await panel.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to Cart!', { exact: true })).toBeVisible();
  await expect(page.getByText('1 item in your cart', { exact: true })).toBeVisible();
  await expect(page.getByTestId('cart-live-region')).toHaveText(
    `Cart updated: 1 item, subtotal ${formatUsd(price)}`,
  );

  await page.getByRole('button', { name: `Cart, 1 item, ${formatUsd(price)}` }).click();
  const sheet = page.getByRole('dialog', { name: 'Shopping Cart' });
  const line = sheet.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(product.name);
  await expect(line).toContainText('7g');
  await expect(line).toContainText(formatUsd(price));
  await expect(sheet.getByText('Delivery fees are calculated at checkout')).toBeVisible();
  await expect(sheet.getByRole('meter', { name: 'Flower & pre-rolls' })).toHaveAttribute(
    'aria-valuenow',
    '7',
  );

  const minus = line.getByRole('button', { name: `Decrease quantity of ${product.name}, 7g` });
  await expect(minus).toBeDisabled();
  await line.getByRole('button', { name: `Increase quantity of ${product.name}, 7g` }).click();
  await expect(line.getByLabel('Quantity 2')).toBeVisible();
  await expect(minus).toBeEnabled();
  await expect(sheet.getByTestId('cart-subtotal')).toHaveText(formatUsd(price * 2));
  await expect(page.getByText('2 items in your cart', { exact: true })).toBeVisible();

  await sheet.getByRole('button', { name: 'View Cart' }).click();
  await expect(page).toHaveURL('/cart');
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  const pageLine = page.getByTestId('cart-line');
  await expect(pageLine).toContainText(product.name);
  await expect(page.getByTestId('cart-subtotal')).toHaveText(formatUsd(price * 2));
  await expect(page.getByText('Valid ID required at delivery, must be 21+', { exact: true })).toBeVisible();

  await pageLine.getByRole('button', { name: `Remove ${product.name}, 7g from cart` }).click();
  await expect(page.getByText('Item removed from cart', { exact: true })).toBeVisible();
  await expect(page.getByText('Your cart is empty', { exact: true })).toBeVisible();
  await expect(page.getByText('Add some products to get started', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('guest_cart'))).toBeNull();
});

test('guest: the empty sheet offers Browse Products, which scrolls to the catalog', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /^Cart, 0 items/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Shopping Cart' });
  await expect(sheet.getByText('Your cart is empty', { exact: true })).toBeVisible();
  await sheet.getByRole('button', { name: 'Browse Products' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.locator('#products')).toBeInViewport();
});

test('guest: swiping a line left past 60px deletes it; a short swipe snaps back', async ({ page }) => {
  const product = await flowerWith(page, '3.5g', 1);
  await page.addInitScript((id) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem(
        'guest_cart',
        JSON.stringify([{ product_id: id, quantity: 1, selected_weight: '3.5g' }]),
      );
      sessionStorage.setItem('seeded', '1');
    }
  }, product.id);
  await page.goto('/');
  await page.getByRole('button', { name: /^Cart, 1 item/ }).click();
  const line = page.getByRole('dialog', { name: 'Shopping Cart' }).getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  // The sheet slides in and a swiped row slides back: measure the row only once it has stopped moving.
  const settledBox = async () => {
    let last = '';
    await expect
      .poll(async () => {
        const now = JSON.stringify(await line.boundingBox());
        const settled = now === last && now !== 'null';
        last = now;
        return settled;
      })
      .toBe(true);
    return (await line.boundingBox())!;
  };
  const swipe = async (distance: number) => {
    const box = await settledBox();
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width - 20, y);
    await page.mouse.down();
    for (let step = 1; step <= 8; step += 1)
      await page.mouse.move(box.x + box.width - 20 - (distance * step) / 8, y);
    await page.mouse.up();
  };
  await swipe(40);
  await expect(line).toHaveCount(1);
  await expect(page.getByText('Item removed from cart')).toHaveCount(0);
  await swipe(90);
  await expect(page.getByText('Item removed from cart', { exact: true })).toBeVisible();
  await expect(page.getByText('Your cart is empty', { exact: true })).toBeVisible();
});

test('guest: adding flower past 85.05 g is refused with the limit message', async ({ page }) => {
  const product = await flowerWith(page, '28g', 4);
  await page.goto(`/product/${product.id}`);
  const panel = page.getByTestId('add-to-cart-panel');
  await panel.getByRole('radio', { name: /^28g/ }).check();
  const plus = panel.getByRole('button', { name: `Increase quantity of ${product.name}` });
  await plus.click();
  await plus.click();
  await panel
    .getByRole('button', { name: `Add 3 to cart · ${formatUsd(priceOf(product, '28g') * 3)}` })
    .click();
  await expect(page.getByText('3 items in your cart', { exact: true })).toBeVisible();

  await panel.getByRole('radio', { name: /^3\.5g/ }).check();
  await panel.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(FLOWER_LIMIT, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Cart, 3 items/ })).toBeVisible();

  await page.getByRole('button', { name: /^Cart, 3 items/ }).click();
  const meter = page
    .getByRole('dialog', { name: 'Shopping Cart' })
    .getByRole('meter', { name: 'Flower & pre-rolls' });
  await expect(meter).toHaveAttribute('aria-valuenow', '84');
  await expect(meter).toHaveAttribute('aria-valuemax', '85.05');
});

test.describe('signed in', () => {
  test.use({ allowConsoleErrors: [/status of 422/] });

  test('the server cart refuses flower past the limit with its message', async ({ page }) => {
    const product = await flowerWith(page, '28g', 4);
    await signUpUser(page);
    await page.goto(`/product/${product.id}`);
    const panel = page.getByTestId('add-to-cart-panel');
    await panel.getByRole('radio', { name: /^28g/ }).check();
    const plus = panel.getByRole('button', { name: `Increase quantity of ${product.name}` });
    for (let i = 0; i < 3; i += 1) await plus.click();
    await panel.getByRole('button', { name: /^Add 4 to cart · / }).click();
    await expect(page.getByText(FLOWER_LIMIT, { exact: true })).toBeVisible();
    await expect(page.getByText('Action failed')).toHaveCount(0);

    await plus
      .page()
      .getByRole('button', { name: `Decrease quantity of ${product.name}` })
      .click();
    await panel.getByRole('button', { name: /^Add 3 to cart · / }).click();
    // The cart's own count, not the 1.5 s toast (which a loaded machine can show and hide between two looks).
    await expect(page.getByRole('button', { name: /^Cart, 3 items, / })).toBeVisible();
    const cart = (await (await page.request.get('/api/cart')).json()) as { items: { quantity: number }[] };
    expect(cart.items.map((i) => i.quantity)).toEqual([3]);
  });
});
