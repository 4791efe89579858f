import { shootSizes } from '../screenshots.ts';
import { expect, test } from '../fixtures.ts';

test.use({ ageVerified: false });

const gate = (page: import('@playwright/test').Page) =>
  page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'I am 21 or older' }) });

test('the gate shows without the flag and cannot be dismissed without an answer', async ({ page }) => {
  await page.goto('/');
  await expect(gate(page)).toBeVisible();
  await expect(gate(page).getByRole('button', { name: /close/i })).toHaveCount(0);

  await page.keyboard.press('Escape');
  await expect(gate(page)).toBeVisible();

  await page.mouse.click(8, 8);
  await expect(gate(page)).toBeVisible();
});

test("'I am 21 or older' closes the gate and remembers the answer", async ({ page }) => {
  await page.goto('/');
  await gate(page).getByRole('button', { name: 'I am 21 or older' }).click();
  await expect(gate(page)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('age_verified'))).toBe('true');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Premium Flower Delivery NYC' })).toBeVisible();
  await expect(gate(page)).toHaveCount(0);
});

test("'I am under 21' leaves the store for an external page", async ({ page }) => {
  await page.route('https://www.google.com/**', (route) => route.fulfill({ body: 'left' }));
  await page.goto('/');
  await gate(page).getByRole('button', { name: 'I am under 21' }).click();
  await expect(page).toHaveURL(/^https:\/\/www\.google\.com\//);
  await expect(page.getByText('left')).toBeVisible();
});

test('the page under the gate cannot be reached, and the live store takes over once answered', async ({
  page,
}) => {
  await page.goto('/');
  await expect(gate(page)).toBeVisible();
  // Server-rendered and still: the app waits for the answer, and the keyboard stays in the gate.
  await expect(page.getByRole('heading', { level: 1, name: 'Premium Flower Delivery NYC' })).toBeAttached();
  await expect(page.locator('html[data-app-ready]')).toHaveCount(0);
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !document.activeElement?.closest('#root'))).toBe(true);
  }
  await shootSizes(page, process.env.AGE_GATE_SHOTS, 'age-gate');

  await gate(page).getByRole('button', { name: 'I am 21 or older' }).click();
  await expect(page.locator('html[data-app-ready]')).toBeAttached();
  await page.getByRole('button', { name: /^Cart/ }).first().click();
  await expect(page.getByRole('dialog', { name: 'Shopping Cart' })).toBeVisible();
});

test('a page without server-rendered content shows the live app under the gate', async ({ page }) => {
  await page.goto('/faq');
  await expect(gate(page)).toBeVisible();
  await expect(page.locator('html[data-app-ready]')).toBeAttached();
  await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
});

test('the courier, admin and partner apps have their own sign-in instead of the gate', async ({ page }) => {
  for (const path of ['/courier/login', '/admin/login', '/merchant/dashboard']) {
    await page.goto(path);
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    await expect(gate(page)).toHaveCount(0);
  }
});
