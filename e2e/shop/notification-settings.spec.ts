import { expect, signUpUser, test } from '../fixtures.ts';

test('notification settings: defaults, an exclusive choice that persists, choices only for a channel that is on', async ({
  page,
}) => {
  await signUpUser(page);
  await page.goto('/settings/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notification Settings' })).toBeVisible();

  const sms = page.getByRole('group', { name: 'SMS updates' });
  const push = page.getByRole('group', { name: 'Push updates' });
  const email = page.getByRole('group', { name: 'E-mail updates' });
  for (const channel of ['SMS', 'Push', 'E-mail']) {
    await expect(page.getByRole('switch', { name: `${channel} notifications` })).toBeChecked();
  }
  await expect(sms.getByRole('radio', { name: 'All updates', exact: true })).toBeChecked();
  await expect(sms.getByRole('radio', { name: 'Critical only', exact: true })).not.toBeChecked();
  await expect(push.getByRole('radio', { name: 'All updates', exact: true })).toBeChecked();
  await expect(email.getByRole('radio', { name: 'Confirmation only', exact: true })).toBeChecked();
  await expect(email.getByRole('radio', { name: 'All updates', exact: true })).not.toBeChecked();
  await expect(page.getByText('Order confirmed, driver arrived, delivered').first()).toBeVisible();

  await sms.getByRole('radio', { name: 'Critical only', exact: true }).check();
  await expect(sms.getByRole('radio', { name: 'All updates', exact: true })).not.toBeChecked();
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByText('Notification preferences saved', { exact: true })).toBeVisible();

  await page.reload();
  await expect(sms.getByRole('radio', { name: 'Critical only', exact: true })).toBeChecked();
  await expect(sms.getByRole('radio', { name: 'All updates', exact: true })).not.toBeChecked();
  await expect(push.getByRole('radio', { name: 'All updates', exact: true })).toBeChecked();

  const emailSwitch = page.getByRole('switch', { name: 'E-mail notifications' });
  await emailSwitch.click();
  await expect(emailSwitch).not.toBeChecked();
  await expect(email).toHaveCount(0);
  await expect(page.getByRole('radio', { name: 'Confirmation only' })).toHaveCount(0);
  await emailSwitch.click();
  await expect(email.getByRole('radio', { name: 'Confirmation only', exact: true })).toBeChecked();
});

test('the account page links to the notification settings', async ({ page }) => {
  await signUpUser(page);
  await page.goto('/account');
  await page.getByRole('link', { name: 'Manage notifications' }).click();
  await expect(page).toHaveURL('/settings/notifications');
  await expect(page.getByRole('switch', { name: 'SMS notifications' })).toBeVisible();
});
