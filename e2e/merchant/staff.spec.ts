import type { APIRequestContext, Page } from '@playwright/test';
import { devToken } from '../dev-tools.ts';
import { expect, test } from '../fixtures.ts';
import { advanceOrder, STORE } from '../orders.ts';
import { ownProduct } from '../products.ts';

const PASSWORD = 'Counter-lights-73';
const SHOTS = process.env.MB_SHOTS;

/** The invitation page's link in the newest e-mail to `email`, as a path on this store. */
async function invitationLink(request: APIRequestContext, email: string) {
  const res = await request.get(`/api/dev/outbox/latest?to=${encodeURIComponent(email)}`, {
    headers: { 'x-dev-token': devToken() },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { body } = (await res.json()) as { body: string };
  const link = /https?:\/\/\S+\/staff-invitation\?token=\S+/.exec(body)?.[0];
  expect(link, body).toBeTruthy();
  return new URL(link!).pathname + new URL(link!).search;
}

/** Tablet and phone, light and dark, full page. */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.addStyleTag({ content: '[data-sonner-toaster] { display: none !important; }' });
  for (const [w, h] of [
    [768, 1024],
    [390, 844],
  ] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width: w, height: h });
      await page.emulateMedia({ colorScheme: scheme });
      await page.evaluate(
        (dark) => document.documentElement.classList.toggle('dark', dark),
        scheme === 'dark',
      );
      await page.waitForTimeout(150);
      await page.screenshot({ path: `${SHOTS}/${name}-${w}-${scheme}.png`, fullPage: true });
    }
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('the owner invites by e-mail; the person signs up, accepts from their own account and works orders', async ({
  page,
  browser,
  loginAs,
  request,
}) => {
  const email = `counter.${Date.now()}@example.test`;
  await loginAs('merchant');
  await page.goto('/merchant/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  await page.getByRole('button', { name: 'Invite staff' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite staff' });
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByText('Enter a valid e-mail address')).toBeVisible();
  await shoot(page, 'staff-invite');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeHidden();
  const invitations = page.getByRole('list', { name: 'Pending invitations' });
  const pending = invitations.getByRole('listitem').filter({ hasText: email });
  await expect(pending.getByText('Pending')).toBeVisible();
  await shoot(page, 'staff');

  // The person opens the e-mail's link signed out, creates an account with the invited address, and accepts.
  const link = await invitationLink(request, email);
  const person = await browser.newContext({ baseURL: STORE });
  await person.addInitScript(() => window.localStorage.setItem('age_verified', 'true'));
  const staff = await person.newPage();
  await staff.goto(link);
  await expect(staff).toHaveURL('/staff-invitation');
  await expect(staff.getByRole('heading', { level: 1, name: /^Join .+’s staff\?$/ })).toBeVisible();
  await expect(staff.getByText('Store giveaways are not open to shop staff', { exact: false })).toBeVisible();
  await staff.getByRole('button', { name: 'Create an account' }).click();
  const signUp = staff.getByRole('dialog', { name: 'Create Account' });
  await expect(signUp.getByLabel('Email')).toHaveValue(email);
  await signUp.getByLabel('Full name').fill('Casey Morgan');
  await signUp.getByLabel('Phone').fill('(718) 555-0142');
  await signUp.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await signUp.getByLabel('Confirm password').fill(PASSWORD);
  await signUp.getByLabel('I confirm I am 21 years of age or older').check();
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  await expect(signUp).toBeHidden();
  await staff.getByRole('button', { name: 'Accept' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: /^You work for / })).toBeVisible();

  // The owner's screen refreshes by itself: the person by name among the members, the invitation gone.
  const row = page.getByRole('list', { name: 'People' }).getByRole('listitem').filter({ hasText: email });
  await expect(row).toContainText('Casey Morgan');
  await expect(pending).toBeHidden();

  await staff.getByRole('link', { name: 'Open the partner portal' }).click();
  await expect(staff).toHaveURL('/merchant/dashboard');
  await expect(staff.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  const nav = staff.getByRole('navigation', { name: 'Partner shop' }).first();
  await expect(nav.getByRole('link', { name: 'Orders' })).toBeVisible();
  for (const owners of ['Reports', 'Staff', 'Settings']) {
    await expect(nav.getByRole('link', { name: owners })).toHaveCount(0);
  }
  await staff.goto('/merchant/reports');
  await expect(staff.getByText('Only the shop owner can do this')).toBeVisible();

  // The owner removes them; their portal closes at once.
  await row.getByRole('button', { name: 'Remove Casey Morgan' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove Casey Morgan?' });
  await expect(confirm.getByText(email)).toBeVisible();
  await confirm.getByRole('button', { name: 'Remove Casey' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toBeHidden();
  await staff.goto('/merchant/dashboard');
  await expect(staff.getByRole('heading', { level: 1, name: 'No partner shop access' })).toBeVisible();
  await person.close();
});

test('the owner revokes an invitation; its link then says so', async ({
  page,
  browser,
  loginAs,
  request,
}) => {
  const email = `revoked.${Date.now()}@example.test`;
  await loginAs('merchant');
  await page.goto('/merchant/staff');
  await page.getByRole('button', { name: 'Invite staff' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite staff' });
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeHidden();
  const pending = page
    .getByRole('list', { name: 'Pending invitations' })
    .getByRole('listitem')
    .filter({ hasText: email });
  await pending.getByRole('button', { name: `Revoke the invitation to ${email}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke this invitation?' });
  await confirm.getByRole('button', { name: 'Revoke invitation' }).click();
  await expect(confirm).toBeHidden();
  await expect(pending).toBeHidden();

  const person = await browser.newContext({ baseURL: STORE });
  await person.addInitScript(() => window.localStorage.setItem('age_verified', 'true'));
  const invitee = await person.newPage();
  await invitee.goto(await invitationLink(request, email));
  await expect(
    invitee.getByRole('heading', { level: 1, name: 'This invitation no longer works' }),
  ).toBeVisible();
  await person.close();
});

test("the owner's sales report counts a delivered order live", async ({ page, loginAs, request }) => {
  await loginAs('merchant');
  const me = (await (await page.request.get('/api/merchant/me')).json()) as { shopId: string };
  const product = await ownProduct(request, {
    stock: 3,
    merchantShop: true,
    like: (p) => p.shop.id === me.shopId,
  });
  const variant = product.variants[0]!;

  await page.goto('/merchant/reports?period=today');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const orders = page.getByTestId('total-orders');
  await expect(orders).toHaveText(/^\d+$/);
  const before = Number(await orders.textContent());

  const quote = (await (
    await request.post('/api/checkout/quote', {
      headers: { origin: STORE },
      data: {
        zip: '11217',
        couponCode: '',
        items: [{ productId: product.id, selectedWeight: variant.label, quantity: 1 }],
      },
    })
  ).json()) as { asapAvailable: boolean; windows: { start: string }[] };
  const stamp = Date.now();
  const res = await request.post('/api/checkout', {
    headers: { origin: STORE, 'idempotency-key': `e2e-mb-${stamp}` },
    data: {
      fullName: 'Avery Quinn',
      email: `e2e.mb.${stamp}@example.test`,
      phone: '(347) 555-0123',
      birthDate: '1990-04-12',
      street: '245 Atlantic Ave',
      apartment: '',
      zip: '11217',
      residential: true,
      deliveryTime: quote.asapAvailable ? 'asap' : quote.windows[0]!.start,
      note: '',
      paymentMethod: 'cash',
      couponCode: '',
      ageAttested: true,
      saveAddress: false,
      items: [{ productId: product.id, selectedWeight: variant.label, quantity: 1 }],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { order } = (await res.json()) as { order: { orderNumber: string } };
  await advanceOrder(request, order.orderNumber, 'delivered');
  await expect(orders).toHaveText(String(before + 1));
  await expect(
    page.getByRole('region', { name: 'Sales by product' }).getByText(variant.label).first(),
  ).toBeVisible();
  await page.getByRole('button', { name: '30 days' }).click();
  await expect(page).toHaveURL(/period=30d/);
  await expect(page.getByRole('img', { name: /Gross sales by day: total/ })).toBeVisible();
  await shoot(page, 'reports');
});
