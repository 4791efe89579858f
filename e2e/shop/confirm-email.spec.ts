import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createEmailVerificationToken } from 'better-auth/api';
import type { Browser } from '@playwright/test';
import { expect, signUpUser, test } from '../fixtures.ts';

/** The e2e server has no AUTH_SECRET: it signs with the secret it made in its DATA_DIR (scripts/e2e-server.mjs). */
const serverSecret = () => readFileSync(join('.test-data', 'e2e-db', 'auth-secret'), 'utf8').trim();

async function newAccount(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const user = await signUpUser(page);
  const { user: me } = (await (await page.request.get('/api/session')).json()) as { user: { id: string } };
  await context.close();
  return { ...user, id: me.id };
}

test('the confirmation link confirms the e-mail, signs nobody in and offers sign-in', async ({
  page,
  browser,
  baseURL,
}) => {
  const user = await newAccount(browser, baseURL);
  const token = await createEmailVerificationToken(serverSecret(), user.email, undefined, 3600, {
    userId: user.id,
  });
  await page.goto(`/confirm-email?token=${encodeURIComponent(token)}`);
  await expect(page.getByRole('heading', { name: 'E-mail confirmed' })).toBeVisible();
  await expect(page.getByText('Your e-mail address is confirmed. Sign in to shop')).toBeVisible();
  const session = (await (await page.request.get('/api/session')).json()) as { user: unknown };
  expect(session.user).toBeNull();

  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByLabel('Email').fill(user.email);
  await dialog.getByLabel('Password').fill(user.password);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Signed in successfully!', { exact: true })).toBeVisible();
  await expect(page.getByText('You are all set.')).toBeVisible();
  const me = (await (await page.request.get('/api/session')).json()) as { user: { emailVerified: boolean } };
  expect(me.user.emailVerified).toBe(true);
});

test.describe('with the expected 400', () => {
  test.use({ allowConsoleErrors: [/Failed to load resource: .*status of 400\b/] });

  test('a forged link says it did not work and signs nobody in', async ({ page, browser, baseURL }) => {
    const user = await newAccount(browser, baseURL);
    const forged = await createEmailVerificationToken('x'.repeat(32), user.email, undefined, 3600, {
      userId: user.id,
    });
    await page.goto(`/confirm-email?token=${encodeURIComponent(forged)}`);
    await expect(page.getByRole('heading', { name: 'This link did not work' })).toBeVisible();
    await expect(page.getByText(/^This confirmation link is not valid or has expired\./)).toBeVisible();
    const session = (await (await page.request.get('/api/session')).json()) as { user: unknown };
    expect(session.user).toBeNull();
  });
});
