import type { StoreSettings } from '#domain/admin/settings.ts';
import { DEMO_PASSWORD, demoEmail, dismissGiveawayBanner, expect, signIn, test } from '../fixtures.ts';
import { STORE } from '../orders.ts';

/**
 * The printed hours and free-delivery threshold follow the admin's settings on the home page (rendered by the
 * server), the FAQ and the cart. A `*.settings.spec.ts` runs alone after every other journey (the store-settings
 * project in playwright.config.ts), and puts the settings back.
 */
test('an admin changes the hours and the free-delivery threshold: home, FAQ and cart print them', async ({
  page,
  browser,
}) => {
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, demoEmail('admin'), DEMO_PASSWORD);
  const before = (
    (await (await admin.request.get('/api/admin/settings')).json()) as { settings: StoreSettings }
  ).settings;
  const put = async (data: Partial<StoreSettings>) => {
    const res = await admin.request.put('/api/admin/settings', { headers: { origin: STORE }, data });
    expect(res.ok(), await res.text()).toBe(true);
  };
  try {
    await put({
      storeHours: {
        ...before.storeHours,
        sun: { opensHour: 9, closesHour: before.storeHours.sun.closesHour },
      },
      freeDeliveryThresholdCents: 10_001,
    });
    const hours = 'Mon–Sat 10:00 AM–10:00 PM, Sun 9:00 AM–10:00 PM';

    // The strip's facts, not the live giveaway's line that takes their place when it arrives.
    await dismissGiveawayBanner(page);
    await page.goto('/');
    await expect(page.getByText('Free Delivery $100.01+')).toBeVisible();
    await expect(page.getByText('Free delivery on orders over $100.01')).toBeVisible();
    await page.locator('#how-it-works').scrollIntoViewIfNeeded();
    await expect(page.getByText(`Deliveries run ${hours} New York time.`)).toBeVisible();

    await page.goto('/faq');
    await page.getByRole('button', { name: 'Where and when do you deliver?' }).click();
    await expect(
      page.getByText(`To residential addresses in Manhattan, Brooklyn and Queens, ${hours} New York time.`),
    ).toBeVisible();
    await page.getByRole('button', { name: 'How much is delivery?' }).click();
    await expect(page.getByText('Delivery is free on orders of $100.01 or more.')).toBeVisible();

    // The cart's progress counts toward the same threshold checkout uses.
    const products = (await (await page.request.get('/api/products')).json()) as {
      products: { id: string; variants: { label: string; priceCents: number; stock: number }[] }[];
    };
    const product = products.products.find((p) =>
      p.variants.some((v) => v.stock > 2 && v.priceCents < 10_001),
    )!;
    const variant = product.variants.find((v) => v.stock > 2 && v.priceCents < 10_001)!;
    await page.evaluate(
      ([productId, selectedWeight]) =>
        localStorage.setItem(
          'guest_cart',
          JSON.stringify([{ product_id: productId, quantity: 1, selected_weight: selectedWeight }]),
        ),
      [product.id, variant.label],
    );
    await page.goto('/cart');
    const left = `$${((10_001 - variant.priceCents) / 100).toFixed(2)}`;
    await expect(page.getByText(`${left} away from free delivery`).first()).toBeVisible();
  } finally {
    await put({
      storeHours: before.storeHours,
      freeDeliveryThresholdCents: before.freeDeliveryThresholdCents,
    });
    await adminContext.close();
  }
});
