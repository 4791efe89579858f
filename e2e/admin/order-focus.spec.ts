import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { placeGuestOrder } from '../orders.ts';
import { ownProduct } from '../products.ts';

/** Where focus is: the focused element's text, and whether it sits inside the order's own panel. */
const focusOf = (page: Page, orderId: string) =>
  page.evaluate((id) => {
    const active = document.activeElement;
    const scope = document.querySelector(`[data-focus-scope="order:${id}"]`);
    return {
      body: !active || active === document.body,
      inOrder: Boolean(scope && active && scope.contains(active)),
      text: active?.textContent?.trim() ?? '',
    };
  }, orderId);

async function expectFocusOn(page: Page, orderId: string, button: string) {
  await expect(page.getByRole('button', { name: button, exact: true })).toBeFocused();
  expect(await focusOf(page, orderId)).toEqual({ body: false, inOrder: true, text: button });
}

test('with the keyboard alone, an admin moves an order two steps and focus stays on the order', async ({
  page,
  loginAs,
  request,
}) => {
  const order = await placeGuestOrder(request, 'admin-focus', { product: await ownProduct(request) });
  await loginAs('admin');
  await page.goto(`/admin/orders/${order.id}`);
  await expect(page.getByRole('heading', { name: order.orderNumber, level: 1 })).toBeVisible();

  // From here on, only keys: skip the menu, then Tab to the order's first step.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('button', { name: 'Confirm', exact: true });
  for (let i = 0; i < 6 && !(await confirm.evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press('Tab');
  }
  await expectFocusOn(page, order.id, 'Confirm');

  await page.keyboard.press('Enter');
  await expect(page.getByText(`Order ${order.orderNumber} is confirmed`)).toBeVisible();
  await expectFocusOn(page, order.id, 'Mark preparing');

  await page.keyboard.press('Space');
  await expect(page.getByText(`Order ${order.orderNumber} is being prepared`)).toBeVisible();
  await expectFocusOn(page, order.id, 'Mark ready');

  // Once ready, the next move is giving it to a courier.
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Order ${order.orderNumber} is ready for pickup`)).toBeVisible();
  await expectFocusOn(page, order.id, 'Assign courier');
});
