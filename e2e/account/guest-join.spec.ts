import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { devToken } from '../dev-tools.ts';
import { ownProduct } from '../products.ts';

/** The newest e-mail to `email` (the dev tools' outbox). */
async function latestMail(page: Page, email: string) {
  const res = await page.request.get(`/api/dev/outbox/latest?to=${encodeURIComponent(email)}`, {
    headers: { 'x-dev-token': devToken() },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as { subject: string; body: string };
}

/** The guest checkout, filled as a customer would (the cart comes in through browser storage). */
async function checkOutAsGuest(page: Page, email: string) {
  await page.goto('/checkout');
  await page.getByLabel('Full name').fill('Avery Quinn');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').pressSequentially('3475550123');
  await page.getByLabel('Date of birth').fill('1990-04-12');
  await page.getByLabel('Street address').fill('245 Atlantic Ave');
  await page.getByLabel('ZIP code').fill('11217');
  await page.getByLabel('This is a residential address').check();
  const asap = page.getByRole('radio', { name: /^ASAP/ });
  const window = page.getByLabel('Delivery window');
  await expect(asap.or(window)).toBeVisible();
  if (await asap.isVisible()) await asap.check();
  else await window.selectOption({ index: 1 });
  await page.getByRole('radio', { name: /^Cash at the door/ }).check();
  await page.getByLabel('I confirm I am 21 years of age or older').check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?code=/);
  return (await page.getByTestId('order-number').textContent())!.trim();
}

test('a guest order joins the account opened and confirmed with its e-mail, and shows in My Orders', async ({
  page,
}) => {
  const product = await ownProduct(page.request, { category: 'flower' });
  const variant = product.variants[0]!;
  await page.addInitScript(
    ([id, weight]) => {
      if (sessionStorage.getItem('seeded')) return;
      localStorage.setItem(
        'guest_cart',
        JSON.stringify([{ product_id: id, quantity: 1, selected_weight: weight }]),
      );
      sessionStorage.setItem('seeded', '1');
    },
    [product.id, variant.label],
  );
  const email = `e2e.join.${Date.now()}.${process.pid}@example.test`;
  const orderNumber = await checkOutAsGuest(page, email);

  // The confirmation offers an account with the order's e-mail, in the page.
  const offer = page.getByRole('region', { name: 'Keep this order in an account' });
  await expect(offer).toContainText(email);
  await offer.getByRole('button', { name: 'Create account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Account' });
  await expect(dialog.getByLabel('Email')).toHaveValue(email);
  await dialog.getByLabel('Full name').fill('Avery Quinn');
  await dialog.getByLabel('Phone').fill('3475550123');
  await dialog.getByLabel('Password', { exact: true }).fill('Harbor-lights-42');
  await dialog.getByLabel('Confirm password').fill('Harbor-lights-42');
  await dialog.getByLabel(/I confirm I am 21/).check();
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(
    page.getByText('Account created successfully! Please check your email to confirm.'),
  ).toBeVisible();
  await expect(offer).toBeHidden();

  // Signed up, not confirmed: the guest order is not the account's yet.
  await page.goto('/my-orders');
  await expect(page.getByText('No orders yet', { exact: true })).toBeVisible();

  const mail = await latestMail(page, email);
  expect(mail.subject).toBe('Confirm your New York Minute NYC account');
  const link = new URL(/https?:\/\/\S+\/confirm-email\?token=\S+/.exec(mail.body)![0]);
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { name: 'E-mail confirmed' })).toBeVisible();

  await page.goto('/my-orders');
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  await expect(page.getByText(orderNumber, { exact: true })).toBeVisible();
  await expect(page.getByText('No orders yet', { exact: true })).toBeHidden();
});
