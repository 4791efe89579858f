import { expect, signUpUser, test } from '../fixtures.ts';

test('GET /api/health answers ok once the database answers', async ({ request }) => {
  const res = await request.get('/api/health');
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({ status: 'ok' });
});

test('/ serves the single-page app shell', async ({ request }) => {
  const res = await request.get('/');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('text/html');
  expect(await res.text()).toContain('<div id="root">');
});

test.describe('e2e fixtures', () => {
  // A JSON page makes Chromium ask for /favicon.ico; these tests are not about the web app.
  test.beforeEach(async ({ page }) => {
    await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
  });

  test('loginAs signs the browser context in as a demo account', async ({ page, loginAs }) => {
    await loginAs('courier');
    const res = await page.request.get('/api/session');
    const { user } = (await res.json()) as { user: { email: string; roles: string[] } | null };
    expect(user?.email).toBe('courier@demo.nymnyc.test');
    expect(user?.roles).toContain('courier');
  });

  test('signUpUser creates and signs in a fresh customer', async ({ page }) => {
    const created = await signUpUser(page);
    const { user } = (await (await page.request.get('/api/session')).json()) as {
      user: { email: string } | null;
    };
    expect(user?.email).toBe(created.email);
  });

  test('ageVerified pre-accepts the age gate', async ({ page }) => {
    await page.goto('/api/health');
    expect(await page.evaluate(() => localStorage.getItem('age_verified'))).toBe('true');
  });

  test.describe('without age verification', () => {
    test.use({ ageVerified: false });
    test('leaves localStorage empty', async ({ page }) => {
      await page.goto('/api/health');
      expect(await page.evaluate(() => localStorage.getItem('age_verified'))).toBeNull();
    });
  });

  test('an unexpected console.error fails the test', async ({ page }) => {
    test.fail(true, 'the console guard must turn this console.error into a failure');
    await page.setContent('<script>console.error("boom")</script>');
  });

  test.describe('with an allowed error', () => {
    test.use({ allowConsoleErrors: ['expected boom'] });
    test('an allowed console.error passes', async ({ page }) => {
      await page.setContent('<script>console.error("expected boom")</script>');
    });
  });
});
