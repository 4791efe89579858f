import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

/** Screenshots at phone and desktop size, light and dark, go here when set (e.g. SIGNUP_PROMPT_SHOTS=shots/signup). */
const SHOTS = process.env.SIGNUP_PROMPT_SHOTS;
const TITLE = 'Get 10% off your first order';

test.use({ signupPrompt: true });

const offer = (page: Page) => page.getByRole('dialog', { name: TITLE });

/** Time passes with the tab in view: the page clock fires every timer due on the way. */
async function browse(page: Page, ms: number) {
  await page.clock.runFor(ms);
}

/**
 * Waits until the prompt has counted the page it is on. `views`: the tab's page views so far, this one included.
 * The page clock moves in small steps meanwhile: the prompt's chunk loads once the page is idle, and a page reached
 * in the app renders once its route's chunk has come over the network, both while the clock would otherwise stand
 * still (a fixed run of the clock could end before the view was counted, and the prompt's delay never start).
 */
async function counted(page: Page, views: number) {
  await expect
    .poll(async () => {
      await page.clock.runFor(100);
      return page.evaluate(
        () => JSON.parse(sessionStorage.getItem('signup_prompt_browsing') ?? '{}').pageViews as number,
      );
    })
    .toBe(views);
}

/** Opens a page and waits until the prompt counts on it. */
async function visit(page: Page, path: string, views: number) {
  await page.goto(path);
  await counted(page, views);
}

/** The analytics batch that carries `name`, once the server has stored it (it answers 204 after the insert). */
function stored(page: Page, name: string) {
  return page
    .waitForResponse(
      (r) =>
        r.url().endsWith('/api/analytics') &&
        r.request().method() === 'POST' &&
        (r.request().postData() ?? '').includes(`"${name}"`),
    )
    .then((response) => {
      expect(response.status()).toBe(204);
      const { events } = response.request().postDataJSON() as {
        events: { name: string; properties: Record<string, unknown> }[];
      };
      return events.find((e) => e.name === name)!;
    });
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  // Colours ease into a new theme, and under the page clock they would be caught half way.
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  for (const [w, h] of [
    [390, 844],
    [1440, 900],
  ] as const) {
    for (const theme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width: w, height: h });
      await page.evaluate(
        (dark) => document.documentElement.classList.toggle('dark', dark),
        theme === 'dark',
      );
      await page.screenshot({ path: `${SHOTS}/${name}-${w}-${theme}.png` });
    }
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('a guest is offered an account after 45 s, closes it with Escape and is not asked again', async ({
  page,
}) => {
  await page.clock.install();
  await visit(page, '/faq', 1);
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Support' });
  await link.focus();
  await browse(page, 40_000);
  await expect(offer(page)).toHaveCount(0);
  await browse(page, 6_000);
  await expect(offer(page)).toBeVisible();
  await expect(offer(page)).toBeFocused();
  await expect(offer(page)).toHaveAccessibleDescription(
    'Create a free account and we take 10% off your first order at checkout, with free delivery on it. No code needed.',
  );

  const dismissed = stored(page, 'signup_popup_dismissed');
  await page.keyboard.press('Escape');
  await expect(offer(page)).toHaveCount(0);
  await expect(link).toBeFocused();
  await browse(page, 3_000);
  expect((await dismissed).properties).toMatchObject({ how: 'escape' });
  const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('signup_prompt') ?? 'null'));
  expect(kept).toMatchObject({ outcome: 'dismissed', at: expect.any(Number) });

  await page.reload();
  await browse(page, 60_000);
  await page.goto('/about');
  await page.goto('/support');
  await browse(page, 60_000);
  await expect(offer(page)).toHaveCount(0);
});

test('the call to action opens sign-up, and the new account is stored as its conversion', async ({
  page,
}) => {
  await page.clock.install();
  await visit(page, '/', 1);
  const header = page.getByRole('banner');
  await header.getByRole('link', { name: 'Track Order' }).click();
  await expect(page).toHaveURL(/\/track-order$/);
  await counted(page, 2);
  await browse(page, 4_000);
  await expect(offer(page)).toHaveCount(0);
  const shown = stored(page, 'signup_popup_shown');
  await header.getByRole('link', { name: 'Support' }).click();
  await expect(page).toHaveURL(/\/support$/);
  await counted(page, 3);
  await browse(page, 3_000);
  await expect(offer(page)).toBeVisible();
  await browse(page, 3_000);
  expect((await shown).properties).toMatchObject({ trigger: 'page_views', path: '/support' });
  await shoot(page, 'signup-prompt');

  await offer(page).getByRole('button', { name: 'Create an account' }).click();
  await expect(offer(page)).toHaveCount(0);
  const dialog = page.getByRole('dialog', { name: 'Create Account' });
  await dialog.getByLabel('Full name').fill('Jordan Lee');
  await dialog.getByLabel('Email').fill(`e2e.prompt.${Date.now()}@example.test`);
  await dialog.getByLabel('Phone').fill('(718) 555-0142');
  await dialog.getByLabel('Password', { exact: true }).fill('Harbor-lights-42');
  await dialog.getByLabel('Confirm password').fill('Harbor-lights-42');
  await dialog.getByLabel('I confirm I am 21 years of age or older').check();
  const converted = stored(page, 'signup_popup_converted');
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await browse(page, 3_000);
  const event = await converted;
  expect(event.properties.visitor_id).toEqual(expect.any(String));
});

test('it waits through the cart and checkout, and a click beside it closes it', async ({ page }) => {
  await page.clock.install();
  await visit(page, '/cart', 1);
  await browse(page, 60_000);
  await visit(page, '/checkout', 2);
  await browse(page, 60_000);
  await expect(offer(page)).toHaveCount(0);

  await page.getByRole('banner').getByRole('link', { name: 'Support' }).click();
  await expect(page).toHaveURL(/\/support$/);
  await counted(page, 3);
  await browse(page, 3_000);
  await expect(offer(page)).toBeVisible();
  const dismissed = stored(page, 'signup_popup_dismissed');
  await page.mouse.click(8, 8);
  await expect(offer(page)).toHaveCount(0);
  await browse(page, 3_000);
  expect((await dismissed).properties).toMatchObject({ how: 'outside' });
});

test('a signed-in customer never gets it nor downloads it, and after signing out still does not', async ({
  page,
  loginAs,
}) => {
  await loginAs('customer');
  const chunks: string[] = [];
  // The prompt's two chunks; its small record chunk is shared with the signed-in menu, which marks the browser.
  const prompt = /\/signup-prompt-(?!record-)/;
  page.on('request', (r) => prompt.test(r.url()) && chunks.push(r.url()));
  await page.clock.install();
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await browse(page, 60_000);
  await page.goto('/about');
  await page.goto('/faq');
  await browse(page, 10_000);
  await expect(offer(page)).toHaveCount(0);
  expect(chunks).toEqual([]);
  // The signed-in menu marks the browser once its chunk has come over the network, whatever the page clock says.
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('signup_prompt') ?? 'null')))
    .toMatchObject({ outcome: 'signed_in' });

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.goto('/about');
  await page.goto('/support');
  await browse(page, 60_000);
  await expect(offer(page)).toHaveCount(0);
  expect(chunks).toEqual([]);
});

test.describe('before the age gate', () => {
  test.use({ ageVerified: false });

  test('time behind the gate does not count', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    // The home page waits under the gate: the store, and the prompt's clock, start with the answer.
    await browse(page, 60_000);
    await page.getByRole('button', { name: 'I am 21 or older' }).click();
    await browse(page, 3_000);
    await expect
      .poll(() =>
        page.evaluate(
          () => JSON.parse(sessionStorage.getItem('signup_prompt_browsing') ?? '{}').pageViews as number,
        ),
      )
      .toBe(1);
    await browse(page, 30_000);
    await expect(offer(page)).toHaveCount(0);
    await browse(page, 18_000);
    await expect(offer(page)).toBeVisible();
  });
});
