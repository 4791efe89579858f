import type { APIRequestContext, Page } from '@playwright/test';
import { devToken } from '../dev-tools.ts';
import { EXPECTED_HTTP_ERRORS, expect, signUpUser, test } from '../fixtures.ts';

const REQUESTED =
  'If an account exists for that address, we have sent a link to reset its password. It is valid for 30 minutes.';
const INVALID = 'This link has expired or was already used. Ask for a new one.';
const NEW_PASSWORD = 'Quiet-river-7731';
/** Screenshots of the dialog's form and the reset page go here when it is set. */
const SHOTS = process.env.PASSWORD_RESET_SHOTS;

/** The reset link of the newest e-mail to `email`, as a path on this store. */
async function resetLink(request: APIRequestContext, email: string) {
  // The store answers first and queues the e-mail just after, so the answer never tells whether an account exists.
  let body = '';
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/outbox/latest?to=${encodeURIComponent(email)}`, {
        headers: { 'x-dev-token': devToken() },
      });
      body = res.ok() ? ((await res.json()) as { body: string }).body : '';
      return body.includes('/reset-password?token=');
    })
    .toBe(true);
  const link = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(body)?.[0];
  expect(link, body).toBeTruthy();
  return new URL(link!).pathname + new URL(link!).search;
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const [width, height] of [
    [390, 844],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(200);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

const signInStatus = async (request: APIRequestContext, email: string, password: string) => {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const res = await request.post('/api/session/sign-in', { data: { email, password }, headers: { origin } });
  return res.status();
};

test.use({ allowConsoleErrors: EXPECTED_HTTP_ERRORS });

test('a reset from the sign-in dialog signs in with the new password and ends the old session', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two browsers and a server-side password hash; screenshots take longer still.
  test.setTimeout(SHOTS ? 150_000 : 90_000);
  // Context A: the customer is signed in.
  const user = await signUpUser(page);
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();

  // Context B: forgot the password, asks for a link from the sign-in dialog.
  const other = await browser.newContext({ baseURL });
  await other.addInitScript(() => window.localStorage.setItem('age_verified', 'true'));
  const b = await other.newPage();
  await b.goto('/');
  await b.getByRole('banner').getByRole('button', { name: 'Sign In', exact: true }).click();
  const signIn = b.getByRole('dialog', { name: 'Sign In' });
  await signIn.getByLabel('Email').fill(user.email);
  await shoot(b, 'dialog-signin');
  await signIn.getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = b.getByRole('dialog', { name: 'Reset Password' });
  await expect(forgot.getByLabel('Email')).toHaveValue(user.email);
  await forgot.getByLabel('Email').fill('not-an-address');
  await forgot.getByRole('button', { name: 'Send reset link' }).click();
  await expect(forgot.getByText('Invalid email format', { exact: true })).toBeVisible();
  await forgot.getByLabel('Email').fill(user.email);
  await shoot(b, 'dialog-form');
  await forgot.getByRole('button', { name: 'Send reset link' }).click();
  await expect(forgot.getByText(REQUESTED)).toBeVisible();
  await shoot(b, 'dialog-sent');

  // The e-mailed link: a new password with the store's rules.
  const link = await resetLink(b.request, user.email);
  await b.goto(link);
  await expect(b.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  // The token leaves the address bar before the page view is recorded.
  const token = new URLSearchParams(link.split('?')[1]).get('token')!;
  await expect(b).toHaveURL(/\/reset-password$/);
  expect(await b.evaluate(() => JSON.stringify(window.localStorage))).not.toContain(token);
  expect(await b.evaluate(() => window.localStorage.getItem('analytics_events'))).toContain(
    '"pageUrl":"/reset-password"',
  );
  await b.getByLabel('New password').fill(NEW_PASSWORD);
  await b.getByLabel('Confirm password').fill('Quiet-river-7732');
  await b.getByRole('button', { name: 'Reset password' }).click();
  await expect(b.getByText('Passwords do not match', { exact: true })).toBeVisible();
  await shoot(b, 'reset-page');
  await b.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await b.getByRole('button', { name: 'Reset password' }).click();
  await expect(b).toHaveURL(/\/account$/);
  await expect(b.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
  await expect(b.getByText('Password reset', { exact: true })).toBeVisible();

  // Context A's session is gone.
  await page.reload();
  // Signed out: the guarded page asks to sign in again.
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Profile Settings' })).toHaveCount(0);
  expect((await page.request.get('/api/session')).ok()).toBe(true);
  expect(await (await page.request.get('/api/session')).json()).toEqual({ user: null });

  // The old password fails, the new one works.
  const fresh = await browser.newContext({ baseURL });
  expect(await signInStatus(fresh.request, user.email, user.password)).toBe(401);
  expect(await signInStatus(fresh.request, user.email, NEW_PASSWORD)).toBe(200);
  await fresh.close();

  // The link works once.
  await b.goto(link);
  await expect(b.getByText(INVALID)).toBeVisible();
  await shoot(b, 'reset-used');
  await b.getByRole('button', { name: 'Ask for a new link' }).click();
  await expect(b.getByRole('dialog', { name: 'Reset Password' })).toBeVisible();
  await other.close();
});
