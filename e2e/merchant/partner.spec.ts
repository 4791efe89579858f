import type { Page } from '@playwright/test';
import { setPasswordLink } from '../dev-tools.ts';
import { expect, test } from '../fixtures.ts';
import { STORE } from '../orders.ts';

const PASSWORD = 'Canal-street-lights-73';
const SHOTS = process.env.PARTNER_SHOTS;

/** Screenshots at each size, light and dark, when PARTNER_SHOTS names a folder. */
async function shoot(
  page: Page,
  name: string,
  sizes: readonly (readonly [number, number])[],
  anchor?: string,
) {
  if (!SHOTS) return;
  for (const [w, h] of sizes) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width: w, height: h });
      await page.emulateMedia({ colorScheme: scheme });
      await page.evaluate(
        (dark) => document.documentElement.classList.toggle('dark', dark),
        scheme === 'dark',
      );
      if (anchor)
        await page.evaluate(
          (id) => document.getElementById(id)?.scrollIntoView({ behavior: 'instant' }),
          anchor,
        );
      await page.waitForTimeout(150);
      await page.screenshot({ path: `${SHOTS}/${name}-${w}-${scheme}.png` });
    }
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('a visitor applies, the admin approves, and the new owner sets a password and reaches the shop portal', async ({
  page,
  browser,
  loginAs,
  request,
}) => {
  // Apply, approve, set a password and sign in: longer than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  const stamp = String(Date.now()).slice(-7);
  const shopName = `Canal Leaf ${stamp}`;
  const email = `canal.${stamp}@example.test`;

  const visitor = await browser.newContext({ baseURL: STORE });
  await visitor.addInitScript(() => window.localStorage.setItem('age_verified', 'true'));
  const form = await visitor.newPage();
  await form.goto('/partner-shops#apply');
  const section = form.getByRole('region', { name: 'Apply to become a partner' });
  await expect(section).toBeVisible();
  await section.getByRole('button', { name: 'Send application' }).click();
  await expect(section.getByText('Shop name is required')).toBeVisible();
  await section.getByLabel('Shop name').fill(shopName);
  await section.getByLabel('OCM licence number').fill(`OCM-AUCP-2026-${stamp}`);
  await section.getByLabel('Street address').fill('212 Canal Street');
  await section.getByLabel('ZIP code').fill('10301');
  await section.getByLabel('Contact name').fill('Mei Lin');
  await section.getByLabel('Email').fill(email);
  await section.getByLabel('Phone').fill('(212) 555-0173');
  await section.getByRole('button', { name: 'Send application' }).click();
  await expect(section.getByText(/ZIP 10301 is outside our delivery area/)).toBeVisible();
  await section.getByLabel('ZIP code').fill('10013');
  await shoot(
    form,
    'partner-shops-form',
    [
      [390, 844],
      [768, 1024],
    ],
    'apply',
  );
  await section.getByRole('button', { name: 'Send application' }).click();
  await expect(section.getByRole('status')).toContainText('Application received');
  await shoot(
    form,
    'partner-shops-sent',
    [
      [390, 844],
      [768, 1024],
    ],
    'apply',
  );
  await visitor.close();

  await loginAs('admin');
  await page.goto('/admin/partner-applications');
  await expect(page.getByRole('heading', { level: 1, name: 'Partner applications' })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(shopName) }).click();
  const panel = page.getByRole('complementary', { name: 'Selected partner application' });
  await expect(panel.getByText(email)).toBeVisible();
  await expect(panel.getByText('Tribeca, Manhattan')).toBeVisible();
  await shoot(page, 'admin-partner-applications', [
    [1440, 900],
    [768, 1024],
  ]);
  await panel.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: `Approve ${shopName}?` });
  await dialog.getByRole('button', { name: 'Approve and create the shop' }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByText('Approved')).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(shopName) })).toBeHidden();

  // A second application, rejected with a reason: it moves to the rejected tab.
  const other = await request.post('/api/partner-applications', {
    headers: { origin: STORE },
    data: {
      shopName: `Bowery Buds ${stamp}`,
      licenseNumber: `OCM-AUCP-2026-${stamp}9`,
      street: '300 Bowery',
      zip: '10012',
      contactName: 'Ray Ortiz',
      email: `bowery.${stamp}@example.test`,
      phone: '2125550199',
    },
  });
  expect(other.status(), await other.text()).toBe(201);
  await page.getByRole('button', { name: new RegExp(`Bowery Buds ${stamp}`) }).click();
  await panel.getByRole('button', { name: 'Reject' }).click();
  const rejectDialog = page.getByRole('dialog', { name: `Reject Bowery Buds ${stamp}?` });
  await rejectDialog.getByLabel('Reason (sent to the applicant)').fill('The licence is not on the OCM list');
  await rejectDialog.getByRole('button', { name: 'Reject' }).click();
  await expect(rejectDialog).toBeHidden();
  await expect(panel.getByText('The licence is not on the OCM list')).toBeVisible();
  await page.getByRole('tab', { name: 'Rejected' }).click();
  await expect(page.getByRole('button', { name: new RegExp(`Bowery Buds ${stamp}`) })).toBeVisible();

  await page.goto('/admin/partner-shops');
  const row = page.getByRole('row').filter({ hasText: shopName });
  await expect(row).toContainText(email);
  await row.getByRole('switch', { name: `${shopName} may edit its prices` }).click();
  await page.getByRole('button', { name: 'Allow price edits' }).click();
  await expect(row.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
  await shoot(page, 'admin-partner-shops', [
    [1440, 900],
    [768, 1024],
  ]);

  await row.getByRole('button', { name: `Change ${shopName}'s commission, now 20%` }).click();
  const commission = page.getByRole('dialog', { name: `Change ${shopName}'s commission` });
  await commission.getByLabel('Commission (%)').fill('17.5');
  await shoot(page, 'admin-partner-commission', [[1440, 900]]);
  await commission.getByRole('button', { name: 'Change the commission' }).click();
  await expect(commission).toBeHidden();
  await expect(row.getByRole('button', { name: /now 17\.50%/ })).toBeVisible();

  const link = await setPasswordLink(request, email);
  const owner = await browser.newContext({ baseURL: STORE });
  await owner.addInitScript(() => window.localStorage.setItem('age_verified', 'true'));
  const portal = await owner.newPage();
  await portal.goto(link);
  await expect(portal.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  await portal.getByLabel('New password').fill(PASSWORD);
  await portal.getByLabel('Confirm password').fill(PASSWORD);
  await portal.getByRole('button', { name: 'Set password' }).click();
  await expect(portal.getByRole('heading', { name: 'Password set' })).toBeVisible();
  await portal.getByRole('link', { name: 'Go to the partner portal' }).click();
  await expect(portal).toHaveURL('/merchant/dashboard');
  await portal.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await portal.getByLabel('Email').fill(email);
  await portal.getByLabel('Password').fill(PASSWORD);
  await portal.getByRole('button', { name: 'Sign in' }).click();
  await expect(portal.getByText(shopName).first()).toBeVisible();
  await owner.close();
});
