import { expect, signUpUser, test } from '../fixtures.ts';

test('account: edit name and phone, the header follows, and the new values survive a reload', async ({
  page,
}) => {
  const user = await signUpUser(page);
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
  await expect(
    page.getByText('Your details, saved addresses, password and notification choices.', { exact: true }),
  ).toBeVisible();
  const profile = page.getByRole('region', { name: 'Profile' });
  // The initials are drawn from the avatar's data-initials (its name stays 'Account menu', which it shows).
  const avatar = page.getByRole('banner').locator('[data-initials]');
  await expect(profile.getByText('Jordan Lee', { exact: true })).toBeVisible();
  await expect(avatar).toHaveAttribute('data-initials', 'JL');

  await profile.getByRole('button', { name: 'Edit profile' }).click();
  const fullName = profile.getByLabel('Full name');
  const phone = profile.getByLabel('Phone');
  await expect(fullName).toBeFocused();
  await expect(phone).toHaveValue('(718) 555-0199');
  await expect(profile.getByText(user.email, { exact: true })).toBeVisible();

  await phone.fill('555-0173');
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(profile.getByText('Phone must be 10 digits', { exact: true })).toBeVisible();
  await expect(phone).toHaveAccessibleDescription('Phone must be 10 digits');

  await fullName.fill('Riley Chen');
  await phone.fill('(212) 555-0173');
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated', { exact: true })).toBeVisible();
  await expect(profile.getByRole('button', { name: 'Edit profile' })).toBeFocused();
  await expect(profile.getByText('Riley Chen', { exact: true })).toBeVisible();
  await expect(profile.getByText('(212) 555-0173', { exact: true })).toBeVisible();
  await expect(avatar).toHaveAttribute('data-initials', 'RC');

  await page.reload();
  await expect(profile.getByText('Riley Chen', { exact: true })).toBeVisible();
  await expect(profile.getByText('(212) 555-0173', { exact: true })).toBeVisible();
  await expect(profile.getByText(user.email, { exact: true })).toBeVisible();
  await expect(avatar).toHaveAttribute('data-initials', 'RC');
});

test('account: cancelling an edit keeps the saved details', async ({ page }) => {
  await signUpUser(page);
  await page.goto('/account');
  const profile = page.getByRole('region', { name: 'Profile' });
  await profile.getByRole('button', { name: 'Edit profile' }).click();
  await profile.getByLabel('Full name').fill('Someone Else');
  await profile.getByRole('button', { name: 'Cancel' }).click();
  await expect(profile.getByLabel('Full name')).toHaveCount(0);
  await expect(profile.getByText('Jordan Lee', { exact: true })).toBeVisible();
  await page.reload();
  await expect(profile.getByText('Jordan Lee', { exact: true })).toBeVisible();
});
