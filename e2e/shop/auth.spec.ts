import type { Browser, Page } from '@playwright/test';
import type { Product } from '#domain/catalog.ts';
import { DEMO_PASSWORD, demoEmail, EXPECTED_HTTP_ERRORS, expect, signUpUser, test } from '../fixtures.ts';
import { ownProduct } from '../products.ts';

async function freshCustomer(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  const other = await context.newPage();
  const user = await signUpUser(other);
  return { user, other, close: () => context.close() };
}

async function openSignIn(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign In', exact: true }).click();
  return page.getByRole('dialog', { name: 'Sign In' });
}

test.describe('sign-up', () => {
  // The device report goes out 1 s after sign-in; signing out right after it can end the session on the server
  // first, and the browser then logs the report's 401 (the app ignores it: use-access-tracking.ts).
  test.use({ allowConsoleErrors: [/status of 401 .*\/api\/track-access/] });

  test('sign-up: spec messages, errors clear on edit, success signs in; sign out returns home', async ({
    page,
  }) => {
    await page.goto('/about');
    await (await openSignIn(page)).getByRole('button', { name: 'Create an account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Account' });
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'Create Account' }).click();
    for (const message of [
      'Full name is required',
      'Email is required',
      'Phone number is required',
      'You must confirm you are 21 or older',
    ]) {
      await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    }
    const fullName = dialog.getByLabel('Full name');
    await expect(fullName).toHaveAttribute('aria-invalid', 'true');
    await expect(fullName).toHaveAccessibleDescription('Full name is required');

    await fullName.fill('Jordan Lee');
    await expect(dialog.getByText('Full name is required')).toHaveCount(0);
    await expect(dialog.getByText('Email is required')).toBeVisible();

    const email = `e2e.ui.${Date.now()}@example.test`;
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Phone').fill('(718) 555-0142');
    await dialog.getByLabel('Password', { exact: true }).fill('Harbor-lights-42');
    await dialog.getByLabel('Confirm password').fill('Harbor-lights-43');
    await dialog.getByLabel('I confirm I am 21 years of age or older').check();
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expect(dialog.getByText('Passwords do not match', { exact: true })).toBeVisible();

    await dialog.getByLabel('Confirm password').fill('Harbor-lights-42');
    await expect(dialog.getByText('Passwords do not match')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expect(
      page.getByText('Account created successfully! Please check your email to confirm.', { exact: true }),
    ).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Account menu' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText(email, { exact: true })).toBeVisible();
    for (const item of ['My Orders', 'My Entries', 'Profile Settings', 'Sign Out']) {
      await expect(menu.getByRole('menuitem', { name: item })).toBeVisible();
    }
    await menu.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL('/');
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Sign In', exact: true }),
    ).toBeVisible();
    const session = (await (await page.request.get('/api/session')).json()) as { user: unknown };
    expect(session.user).toBeNull();
  });
});

test.describe('with expected 401s', () => {
  test.use({ allowConsoleErrors: EXPECTED_HTTP_ERRORS });

  test('sign-up with an address that has an account: the same text, then sign-in with the e-mail filled', async ({
    page,
    browser,
    baseURL,
  }) => {
    const { user, close } = await freshCustomer(browser, baseURL);
    await close();
    await page.goto('/about');
    await (await openSignIn(page)).getByRole('button', { name: 'Create an account' }).click();
    const signUp = page.getByRole('dialog', { name: 'Create Account' });
    await signUp.getByLabel('Full name').fill('Someone Else');
    await signUp.getByLabel('Email').fill(user.email);
    await signUp.getByLabel('Phone').fill('(718) 555-0177');
    // Another password than the account's: the sign-in that follows sign-up fails.
    await signUp.getByLabel('Password', { exact: true }).fill('tram7-Quince-velvet');
    await signUp.getByLabel('Confirm password').fill('tram7-Quince-velvet');
    await signUp.getByLabel('I confirm I am 21 years of age or older').check();
    await signUp.getByRole('button', { name: 'Create Account' }).click();

    const signIn = page.getByRole('dialog', { name: 'Sign In' });
    await expect(
      signIn.getByText('Account created successfully! Please check your email to confirm.', { exact: true }),
    ).toBeVisible();
    await expect(signIn.getByLabel('Email')).toHaveValue(user.email);
    await expect(signIn.getByLabel('Password')).toBeFocused();
    const session = (await (await page.request.get('/api/session')).json()) as { user: unknown };
    expect(session.user).toBeNull();

    await signIn.getByLabel('Password').fill(user.password);
    await signIn.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Signed in successfully!', { exact: true })).toBeVisible();
  });

  test('sign-in with a wrong password shows the server message', async ({ page }) => {
    await page.goto('/');
    const dialog = await openSignIn(page);
    await dialog.getByLabel('Email').fill(demoEmail('customer'));
    await dialog.getByLabel('Password').fill('Wrong-pass-2024');
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Invalid email or password', { exact: true })).toBeVisible();
    await expect(dialog).toBeVisible();
  });

  test('a guarded route opens sign-in and lands back on it afterwards', async ({ page }) => {
    await page.goto('/my-orders');
    const dialog = page.getByRole('dialog', { name: 'Sign In' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Email').fill(demoEmail('customer'));
    await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Signed in successfully!', { exact: true })).toBeVisible();
    await expect(page).toHaveURL('/my-orders');
    await expect(page.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
  });
});

test('the guest cart merges into the server cart at sign-in', async ({ page, browser, baseURL }) => {
  // Two products of the test's own (copies of one demo product, so one shop), which no other journey sells out.
  const serverItem = await ownProduct(page.request, { stock: 2 });
  const guestItem = await ownProduct(page.request, {
    stock: 2,
    like: (p) => p.shop.id === serverItem.shop.id,
  });
  const weightOf = (p: Product) => p.variants[0]?.label ?? 'unit';

  const { user, other, close } = await freshCustomer(browser, baseURL);
  const origin = new URL(baseURL ?? '').origin;
  const added = await other.request.post('/api/cart/items', {
    data: { productId: serverItem.id, quantity: 1, selectedWeight: weightOf(serverItem) },
    headers: { origin },
  });
  expect(added.status()).toBe(201);
  await close();

  await page.goto(`/product/${guestItem.id}`);
  const panel = page.getByTestId('add-to-cart-panel');
  if (guestItem.variants.length > 1)
    await panel.getByRole('radio', { name: new RegExp(`^${weightOf(guestItem)}`) }).check();
  await panel.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('1 item in your cart', { exact: true })).toBeVisible();

  const dialog = await openSignIn(page);
  await dialog.getByLabel('Email').fill(user.email);
  await dialog.getByLabel('Password').fill(user.password);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Signed in successfully!', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: /^Cart, 2 items/ }).click();
  const lines = page.getByRole('dialog', { name: 'Shopping Cart' }).getByTestId('cart-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.filter({ hasText: serverItem.name })).toHaveCount(1);
  await expect(lines.filter({ hasText: guestItem.name })).toHaveCount(1);
  expect(await page.evaluate(() => localStorage.getItem('guest_cart'))).toBeNull();
});
