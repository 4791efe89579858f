import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, demoEmail, expect, test } from '../fixtures.ts';
import { realtimeSubscribed, STORE } from '../orders.ts';

let placed = 0;

interface Variant {
  label: string;
  stock: number;
  priceCents: number;
}

/** A guest of its own (e-mail and phone no other spec uses), ordering one unit at or above `minCents`. */
async function checkout(
  request: APIRequestContext,
  guest: { email: string; phone: string },
  minCents: number,
) {
  const { products } = (await (await request.get('/api/products')).json()) as {
    products: { id: string; variants: Variant[] }[];
  };
  const pick = products
    .flatMap((product) => product.variants.map((variant) => ({ product, variant })))
    .filter((c) => c.variant.stock >= 2 && c.variant.priceCents >= minCents)
    .sort((a, b) => a.variant.priceCents - b.variant.priceCents)[0]!;
  const items = [{ productId: pick.product.id, selectedWeight: pick.variant.label, quantity: 1 }];
  const quote = (await (
    await request.post('/api/checkout/quote', {
      headers: { origin: STORE },
      data: { zip: '11217', couponCode: '', items },
    })
  ).json()) as { asapAvailable: boolean; windows: { start: string }[] };
  const res = await request.post('/api/checkout', {
    headers: { origin: STORE, 'idempotency-key': `e2e-risk-${Date.now()}-${(placed += 1)}` },
    data: {
      fullName: 'Morgan Vale',
      ...guest,
      birthDate: '1991-03-09',
      street: '500 Atlantic Ave',
      apartment: '',
      zip: '11217',
      residential: true,
      deliveryTime: quote.asapAvailable ? 'asap' : quote.windows[0]!.start,
      note: '',
      paymentMethod: 'cash',
      couponCode: '',
      ageAttested: true,
      saveAddress: false,
      items,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { order: { id: string; orderNumber: string } }).order;
}

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
  for (let i = 0; i < 3; i += 1) {
    const small = await checkout(request, guest, 0);
    const cancelled = await page.request.post(`/api/admin/orders/${small.id}/cancel`, {
      headers: { origin: STORE },
      data: { reason: 'Customer changed their mind' },
    });
    expect(cancelled.ok(), await cancelled.text()).toBe(true);
  }

  // A first order of $300 or more on top: new customer (40) + cancellations (20) reach the threshold (60).
  const held = await checkout(request, guest, 30_000);
  const row = page
    .getByTestId('held-order')
    .filter({ has: page.getByRole('link', { name: held.orderNumber }) });
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
