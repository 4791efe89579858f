import { readFileSync } from 'node:fs';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { DEMO_PASSWORD, demoEmail, expect, test } from '../fixtures.ts';
import { goOnline, ownCourier, signInCourier } from '../courier/courier-app.ts';
import { placeGuestOrder, realtimeSubscribed } from '../orders.ts';
import { ownProduct } from '../products.ts';

const SHOP_DOOR = { latitude: 40.7265, longitude: -73.9815 };

async function signInAtAdmin(page: Page) {
  await page.goto('/admin/login?next=%2Fadmin%2Forders');
  await page.getByLabel('Email').fill(demoEmail('admin'));
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/admin/orders');
}

/**
 * The test's own courier (no journey beside it gives them orders), signed in and online in a context of their own;
 * their position is the shop's door.
 */
async function courierOnline(browser: Browser, request: APIRequestContext) {
  const courier = await ownCourier(request, 'Orders Desk');
  const context = await browser.newContext({ geolocation: SHOP_DOOR, permissions: ['geolocation'] });
  const page = await context.newPage();
  await signInCourier(page, courier);
  await goOnline(page);
  return { context, page, name: courier.fullName };
}

async function stockOf(request: APIRequestContext, productId: string, variantLabel: string) {
  const res = await request.get(`/api/products/${productId}`);
  const { product } = (await res.json()) as { product: { variants: { label: string; stock: number }[] } };
  return product.variants.find((v) => v.label === variantLabel)!.stock;
}

const orderRow = (page: Page, orderNumber: string) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name: orderNumber, exact: true }) });

test('an admin sees a new order arrive live, moves it to ready and gives it to the online courier', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const courier = await courierOnline(browser, request);

  const subscribed = realtimeSubscribed(page);
  await signInAtAdmin(page);
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await subscribed;

  const order = await placeGuestOrder(request, 'admin-orders');
  const row = orderRow(page, order.orderNumber);
  await expect(row).toBeVisible();
  await expect(row.getByText('pending')).toBeVisible();

  await page.goto(`/admin/orders?status=pending,confirmed&q=${order.orderNumber}`);
  await expect(orderRow(page, order.orderNumber)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Status Pending, confirmed' })).toBeVisible();
  await page.goto(`/admin/orders?status=delivered&q=${order.orderNumber}`);
  await expect(page.getByText('No orders match these filters.')).toBeVisible();

  await page.goto('/admin/orders');
  const search = page.getByRole('searchbox', { name: 'Search', exact: true });
  await expect(search).toBeVisible();
  await page.keyboard.press('/');
  await expect(search).toBeFocused();
  await page.keyboard.type(order.orderNumber);
  await expect(page).toHaveURL(`/admin/orders?q=${order.orderNumber}`);
  await expect(page.getByRole('row')).toHaveCount(2);
  await orderRow(page, order.orderNumber).getByRole('link', { name: order.orderNumber }).click();
  await expect(page.getByRole('heading', { name: order.orderNumber, level: 1 })).toBeVisible();
  const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
  await expect(header.getByText('pending', { exact: true })).toBeVisible();

  for (const [action, status] of [
    ['Confirm', 'confirmed'],
    ['Mark preparing', 'preparing'],
    ['Mark ready', 'ready'],
  ] as const) {
    await page.getByRole('button', { name: action, exact: true }).click();
    await expect(header.getByText(status, { exact: true })).toBeVisible();
  }
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByText('ready', { exact: true })).toBeVisible();
  await expect(timeline.getByText(/admin\)/).first()).toBeVisible();

  await page.getByRole('button', { name: 'Assign courier' }).click();
  const dialog = page.getByRole('dialog', { name: 'Assign courier' });
  await dialog.getByRole('radio', { name: new RegExp(courier.name) }).check();
  await dialog.getByRole('button', { name: 'Assign courier' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Courier' }).getByText(courier.name)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reassign courier' })).toBeVisible();

  await expect(courier.page.getByRole('article', { name: `Delivery ${order.orderNumber}` })).toBeVisible();
  await courier.context.close();

  await page.getByLabel('Add a note').fill('Customer asked for a call on arrival');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(
    page.getByRole('region', { name: /Internal notes/ }).getByText('Customer asked for a call'),
  ).toBeVisible();
});

test('an admin cancels an order with a reason, its stock comes back, and the CSV export lists it', async ({
  page,
  request,
}) => {
  const order = await placeGuestOrder(request, 'admin-cancel', {
    product: await ownProduct(request, { stock: 3 }),
  });
  const placedStock = await stockOf(request, order.productId, order.variantLabel);

  await signInAtAdmin(page);
  await page.goto(`/admin/orders?q=${order.orderNumber}`);
  await orderRow(page, order.orderNumber).getByRole('link', { name: order.orderNumber }).click();
  await expect(page.getByRole('heading', { name: order.orderNumber, level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel ${order.orderNumber}?` });
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(
    dialog
      .getByText('Enter why the order is cancelled')
      .or(dialog.getByText('The reason must be at least 3 characters')),
  ).toBeVisible();
  await dialog.getByLabel('Reason').fill('Customer called to cancel');
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(dialog).toBeHidden();
  const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
  await expect(header.getByText('cancelled', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Timeline' }).getByText('“Customer called to cancel”'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm', exact: true })).toHaveCount(0);
  expect(await stockOf(request, order.productId, order.variantLabel)).toBe(placedStock + 1);

  await page.goto(`/admin/orders?q=${order.orderNumber}&status=cancelled`);
  await expect(orderRow(page, order.orderNumber)).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const file = await (await download).path();
  const csv = readFileSync(file, 'utf8');
  expect(csv).toContain(order.orderNumber);
  expect(csv.trim().split('\n')).toHaveLength(2);
});
