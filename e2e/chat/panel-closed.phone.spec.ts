import { dismissGiveawayBanner, expect, EXPECTED_HTTP_ERRORS, test } from '../fixtures.ts';

test.use({ allowConsoleErrors: EXPECTED_HTTP_ERRORS });

/** On a phone the chat panel fills the screen: once closed it stays closed, and it never reopens by itself. */
test('the chat panel stays closed across pages on a phone, and a new page never opens it', async ({
  page,
}) => {
  await dismissGiveawayBanner(page);
  const widget = page.getByRole('dialog', { name: 'Support' });
  const launcher = page.getByRole('button', { name: 'Open support chat' });

  await page.goto('/');
  await launcher.click();
  await expect(widget).toBeVisible();
  await widget.getByRole('button', { name: 'Close support chat' }).click();
  await expect(widget).toBeHidden();

  // Through the app's own links and through full page loads: the panel stays shut, the launcher stays there.
  await page.getByRole('link', { name: 'Support' }).first().click();
  await expect(page).toHaveURL('/support');
  await expect(launcher).toBeVisible();
  await expect(widget).toBeHidden();
  for (const path of ['/faq', '/about']) {
    await page.goto(path);
    await expect(launcher).toBeVisible();
    await expect(widget).toBeHidden();
  }

  // Left open, a reload or the next page load on a phone does not put it back over the page either.
  await launcher.click();
  await expect(widget).toBeVisible();
  await page.goto('/faq');
  await expect(launcher).toBeVisible();
  await expect(widget).toBeHidden();
  await expect(launcher).toHaveAttribute('aria-expanded', 'false');
});
