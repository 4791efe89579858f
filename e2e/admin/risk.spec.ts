import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, demoEmail, expect, test } from '../fixtures.ts';
import { placeGuestOrder, realtimeSubscribed, STORE } from '../orders.ts';
import { ownProduct } from '../products.ts';

async function signInAtAdmin(page: Page, next: string) {
  await page.goto(`/admin/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel('Email').fill(demoEmail('admin'));
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(next);
}

test('a held order shows live on the risk page and in the order list with its reasons, and an admin approves it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const guest = {
    email: `e2e.risk.${stamp}@example.test`,
    phone: `646555${String(stamp % 10_000).padStart(4, '0')}`,
  };

  // Three small orders the store cancelled: the guest has no order standing and three cancellations.
  const subscribed = realtimeSubscribed(page);
  await signInAtAdmin(page, '/admin/risk-factors');
  await expect(page.getByRole('heading', { name: 'Risk factors', level: 1 })).toBeVisible();
  await subscribed;
  // Its own products: a parallel journey (or a repeat of this one) cannot sell out the one unit of $300 or more.
  const [cheap, dear] = await Promise.all([
    ownProduct(request, { like: (p) => p.variants.every((v) => v.priceCents < 30_000) }),
    ownProduct(request, { like: (p) => p.variants.some((v) => v.priceCents >= 30_000) }),
  ]);
  for (let i = 0; i < 3; i += 1) {
    const small = await placeGuestOrder(request, 'risk', { contact: guest, product: cheap });
    const cancelled = await page.request.post(`/api/admin/orders/${small.id}/cancel`, {
      headers: { origin: STORE },
      data: { reason: 'Customer changed their mind' },
    });
    expect(cancelled.ok(), await cancelled.text()).toBe(true);
  }

  // A first order of $300 or more on top: new customer (40) + cancellations (20) reach the threshold (60).
  const held = await placeGuestOrder(request, 'risk', {
    contact: guest,
    product: dear,
    minPriceCents: 30_000,
  });
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: held.orderNumber }) });
  await expect(row).toBeVisible();
  await expect(row.getByText('Held · 60')).toBeVisible();
  await expect(row.getByText('3 cancelled orders in 90 days (at least 3)')).toBeVisible();
  await expect(row.getByText(/^Guest with no earlier order; first order of \$/)).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Many cancelled orders: on' })).toBeVisible();

  await page.goto(`/admin/orders?held=true&q=${held.orderNumber}`);
  const listed = page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: held.orderNumber, exact: true }) });
  await expect(listed.getByText('Held · 60')).toBeVisible();
  await listed.getByRole('link', { name: held.orderNumber }).click();
  const risk = page.getByRole('region', { name: 'Risk', exact: true });
  await expect(risk.getByText('Held for review')).toBeVisible();
  await expect(risk.getByText('3 cancelled orders in 90 days (at least 3)')).toBeVisible();

  await page.goto('/admin/risk-factors');
  await row.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: `Approve ${held.orderNumber}?` });
  await dialog.getByLabel('Review note').fill('Called the customer; the large order is a party');
  await dialog.getByRole('button', { name: 'Approve order' }).click();
  await expect(page.getByText('Order approved')).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.goto(`/admin/orders/${held.id}`);
  await expect(risk.getByText('Held for review')).toHaveCount(0);
  await expect(risk.getByText('Risk 60')).toBeVisible();
  await expect(
    page.getByText('Approved after risk review: Called the customer; the large order is a party'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm', exact: true })).toBeVisible();
});
