import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, signIn, signUpUser, test } from '../fixtures.ts';
import { shootSizes } from '../screenshots.ts';

const SHOTS = process.env.GIVEAWAYS_ADMIN_SHOTS;
const shoot = (page: Page, name: string) => shootSizes(page, SHOTS, name, true);
const NO_PAGE_ACCESS = 'You do not have access to this page';

/** A datetime-local value in New York time, `days` from now. */
function nyInput(days: number) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(Date.now() + days * 86_400_000));
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`;
}

test('an admin creates a giveaway (after a refusal), finds it in the list, edits it, switches it and ends it', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(60_000);
  await loginAs('admin');
  await page.goto('/admin/giveaway');
  await expect(page.getByRole('heading', { name: 'Live giveaway', level: 1 })).toBeVisible();
  await expect(page.getByRole('timer')).toBeVisible();
  await shoot(page, 'giveaway-overview');

  await page.goto('/admin/giveaways');
  await expect(page.getByRole('heading', { name: 'Giveaways', level: 1 })).toBeVisible();
  await expect(page.getByText('/giveaway/nyc-biggest-flower')).toBeVisible();
  await page.getByRole('link', { name: 'New giveaway' }).click();
  await expect(page).toHaveURL('/admin/giveaways/new');

  const title = `E2E Winter Giveaway ${Date.now().toString(36)}`;
  await page.getByLabel('Title').fill(title);
  await expect(page.getByLabel('Page address')).toHaveValue(/^e2e-winter-giveaway-[a-z0-9]+$/);
  await page.getByLabel('Banner text').fill('WIN A WINTER BUNDLE');
  await expect(page.getByLabel('Banner preview')).toContainText('WIN A WINTER BUNDLE');
  await shoot(page, 'giveaway-new');
  await page.getByRole('button', { name: 'Create giveaway' }).click();
  await expect(page.getByText('Enter the prize')).toBeVisible();
  await expect(page).toHaveURL('/admin/giveaways/new');

  await page.getByLabel('Prize').fill('A winter flower bundle');
  await page.getByLabel('Retail value').fill('250');
  await page.getByRole('button', { name: 'Create giveaway' }).click();
  await expect(page.getByText(`${title} created`)).toBeVisible();
  await expect(page).toHaveURL('/admin/giveaways');
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('Scheduled').or(row.getByText('Inactive'))).toBeVisible();
  await shoot(page, 'giveaways-list');

  await row.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page.getByLabel('Prize')).toHaveValue('A winter flower bundle');
  await expect(page.getByText(/Seed commitment/)).toBeVisible();
  await shoot(page, 'giveaway-edit');
  await page.getByLabel('Prize').fill('A bigger winter flower bundle');
  await page.getByRole('button', { name: 'Save giveaway' }).click();
  await expect(page.getByText(`${title} saved`)).toBeVisible();
  await expect(page).toHaveURL('/admin/giveaways');

  const active = page.getByRole('switch', { name: `${title} active` });
  await expect(active).toHaveAttribute('aria-checked', 'false');
  await active.click();
  await expect(page.getByText(`${title} switched on`)).toBeVisible();
  await expect(active).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('row').filter({ hasText: title }).getByText('Scheduled')).toBeVisible();
  await active.click();
  await expect(page.getByText(`${title} switched off`)).toBeVisible();
  await expect(active).toHaveAttribute('aria-checked', 'false');

  // Started yesterday and switched on, it is live (ending after the demo's, so the storefront keeps showing that
  // one); then the admin ends it now.
  await page.getByRole('link', { name: `Edit ${title}` }).click();
  await page.getByLabel('Starts').fill(nyInput(-1));
  await page.getByLabel('Ends').fill(nyInput(120));
  await page.getByLabel('Active').check();
  await page.getByRole('button', { name: 'Save giveaway' }).click();
  // The first save's toast may still show: the list coming back is what says this save went through.
  await expect(page).toHaveURL('/admin/giveaways');
  await expect(page.getByText(`${title} saved`).last()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: title }).getByText('Live')).toBeVisible();
  await page.getByRole('link', { name: `Edit ${title}` }).click();
  await page.getByRole('button', { name: 'End now' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'End now' }).click();
  await expect(page.getByText(`${title} has ended`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'At a glance' }).getByText('Ended, not drawn')).toBeVisible();
  await expect(page.getByRole('button', { name: 'End now' })).toHaveCount(0);
  await page.goto('/admin/giveaways');

  await page
    .getByRole('row')
    .filter({ hasText: 'nyc-biggest-flower' })
    .getByRole('link', { name: /^Analytics of/ })
    .click();
  await expect(page.getByRole('region', { name: 'Entries over time, by source' })).toBeVisible();
  await shoot(page, 'giveaway-analytics');

  await page.goto('/admin/giveaways/manage');
  await expect(page.getByRole('heading', { name: 'Giveaway entrants', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'CSV of these entrants' })).toBeVisible();
  await shoot(page, 'giveaway-entrants-all');
});

test('an admin disqualifies an entrant with a reason', async ({ page, browser, loginAs }) => {
  // The entrant enters through the storefront's API (the customer slice); without it there is no one to disqualify.
  const customer = await browser.newContext({ baseURL: test.info().project.use.baseURL! });
  const shopper = await customer.newPage();
  const person = await signUpUser(shopper, { fullName: 'Riley Entrant' });
  const entered = await shopper.request.post('/api/giveaways/nyc-biggest-flower/enter', {
    data: { birthDate: '1990-04-12', zip: '11217', nyResident: true },
    headers: { origin: new URL(test.info().project.use.baseURL!).origin },
  });
  const answer = await entered.text();
  await customer.close();
  expect(entered.ok(), answer).toBe(true);

  await loginAs('admin');
  await page.goto(`/admin/giveaways/manage?q=${encodeURIComponent(person.email)}`);
  const row = page.getByRole('row').filter({ hasText: person.email });
  await expect(row.getByText('Eligible')).toBeVisible();
  await shoot(page, 'giveaway-entrants');
  await row.getByRole('button', { name: 'Disqualify' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Disqualify' }).click();
  await expect(dialog.getByText('Enter the reason')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Second account on the same device');
  await dialog.getByRole('button', { name: 'Disqualify' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Disqualified')).toBeVisible();
  await expect(row.getByText('Second account on the same device')).toBeVisible();
});

test('support is refused the giveaway admin pages', async ({ page }) => {
  await signIn(page, 'support@demo.nymnyc.test', DEMO_PASSWORD);
  await page.goto('/admin/dashboard');
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Giveaways' })).toHaveCount(0);
  for (const path of [
    '/admin/giveaway',
    '/admin/giveaways',
    '/admin/giveaways/new',
    '/admin/giveaways/manage',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: NO_PAGE_ACCESS })).toBeVisible();
  }
});
