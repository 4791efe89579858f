import type { Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  demoEmail,
  dismissGiveawayBanner,
  expect,
  EXPECTED_HTTP_ERRORS,
  test,
} from '../fixtures.ts';

/** Screenshots at phone and desktop size go here when set (e.g. CHAT_SHOTS=/tmp/chat-shots). */
const SHOTS = process.env.CHAT_SHOTS;

test.use({ allowConsoleErrors: EXPECTED_HTTP_ERRORS });

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const [w, h] of [
    [390, 844],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.waitForTimeout(250);
    await page.screenshot({ path: `${SHOTS}/${name}-${w}.png` });
    await page.evaluate(() => document.documentElement.classList.add('dark'));
    await page.waitForTimeout(150);
    await page.screenshot({ path: `${SHOTS}/${name}-${w}-dark.png` });
    await page.evaluate(() => document.documentElement.classList.remove('dark'));
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

const widget = (page: Page) => page.getByRole('dialog', { name: 'Support' });
const lines = (page: Page) => widget(page).getByTestId('chat-line');
/** One of sonner's toasts, by its text (the widget may show the same words). */
const toastSaying = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });
const input = (page: Page) => widget(page).getByRole('textbox', { name: 'Message', exact: true });

async function openChat(page: Page) {
  await page.getByRole('button', { name: 'Open support chat' }).click();
  await expect(widget(page)).toBeVisible();
  await expect(input(page)).toBeFocused();
  await expect(lines(page).first()).toContainText("I'm the New York Minute assistant");
}

async function send(page: Page, text: string) {
  const count = await lines(page).count();
  await input(page).fill(text);
  await input(page).press('Enter');
  await expect(lines(page)).toHaveCount(count + 2);
}

test('a guest asks the assistant, keeps the history over a reload and through signing in', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await dismissGiveawayBanner(page);
  await page.goto('/');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await openChat(page);

  await send(page, 'What are your delivery hours?');
  const answer = lines(page).nth(2);
  await expect(lines(page).nth(1)).toContainText('What are your delivery hours?');
  await expect(answer.getByTestId('chat-sender')).toHaveText('Assistant');
  // The live hours, with the FAQ linked as the source.
  await expect(answer).toContainText('10:00 AM');
  await expect(answer).toContainText('Source:');
  await expect(answer.getByRole('link', { name: /FAQ/ })).toHaveAttribute('href', '/faq#area-hours');
  await shoot(page, 'chat-answer');

  // Script payloads are text: no dialog, no image element, no script run.
  let dialogs = 0;
  page.on('dialog', (d) => {
    dialogs += 1;
    void d.dismiss();
  });
  const payload = '<img src=x onerror="alert(1)"> <script>alert(2)</script> see https://example.com/help';
  await send(page, payload);
  await expect(lines(page).nth(3)).toContainText('<img src=x onerror="alert(1)">');
  await expect(widget(page).locator('img')).toHaveCount(0);
  await expect(widget(page).locator('script')).toHaveCount(0);
  const external = lines(page).nth(3).getByRole('link', { name: 'https://example.com/help' });
  await expect(external).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  expect(dialogs).toBe(0);

  // A reload reopens the chat with its history.
  await page.reload();
  await expect(widget(page)).toBeVisible();
  await expect(lines(page)).toHaveCount(5);
  await expect(lines(page).nth(1)).toContainText('What are your delivery hours?');

  // Escape closes, focus returns to the launcher.
  await page.keyboard.press('Escape');
  await expect(widget(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open support chat' })).toBeFocused();

  // Signing in keeps the conversation.
  await page.getByRole('button', { name: 'Sign In' }).click();
  const auth = page.getByRole('dialog');
  await auth.getByLabel('Email').fill(demoEmail('customer'));
  await auth.getByLabel('Password').fill(DEMO_PASSWORD);
  await auth.getByRole('button', { name: 'Sign In' }).click();
  await expect(auth).toHaveCount(0);
  await openChat(page);
  await expect(lines(page)).toHaveCount(5);
  await expect(lines(page).nth(1)).toContainText('What are your delivery hours?');
});

test('Speak to Real Person hands over for good and the header says a person is coming', async ({ page }) => {
  // Two pages of the store, one after the other: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  await dismissGiveawayBanner(page);
  await page.goto('/');
  await openChat(page);
  await widget(page).getByRole('button', { name: 'Speak to Real Person' }).click();
  await expect(widget(page).getByTestId('chat-status')).toHaveText(
    /Waiting for a person|Chat ended|from support/,
  );
  await expect(widget(page).getByRole('button', { name: 'Speak to Real Person' })).toHaveCount(0);
  await expect(lines(page).last()).toContainText(/Expected wait|offline right now/);
  await input(page).fill('Where is my order?');
  await widget(page).getByRole('button', { name: 'Send message' }).click();
  await expect(lines(page).last()).toContainText('Where is my order?');
  await shoot(page, 'chat-waiting');

  // Another tab of the same browser follows the conversation live.
  const other = await page.context().newPage();
  await dismissGiveawayBanner(other);
  await other.goto('/');
  await other.getByRole('button', { name: 'Open support chat' }).click();
  await expect(lines(other).last()).toContainText('Where is my order?');
  await input(page).fill('Are you there?');
  await input(page).press('Enter');
  await expect(lines(other).last()).toContainText('Are you there?');
  await expect(other.getByTestId('chat-announcer')).toHaveText('');
});

test('the launcher is on the shop only, not on the admin or courier sign-in', async ({ page }) => {
  await dismissGiveawayBanner(page);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Open support chat' })).toBeVisible();
  await shoot(page, 'chat-launcher');
  for (const path of ['/admin/login', '/courier/login']) {
    await page.goto(path);
    await page.waitForTimeout(500);
    await expect(page.getByRole('button', { name: 'Open support chat' })).toHaveCount(0);
  }
});

test('an answer that arrives while the chat is closed marks the launcher, and is read out while open', async ({
  page,
}) => {
  await dismissGiveawayBanner(page);
  await page.goto('/');
  await openChat(page);
  const other = await page.context().newPage();
  await dismissGiveawayBanner(other);
  await other.goto('/');
  await openChat(other);
  await other.keyboard.press('Escape');
  await expect(widget(other)).toHaveCount(0);

  await send(page, 'Do you deliver to 11201?');
  await expect(other.getByTestId('chat-unread')).toBeVisible();
  await other.getByRole('button', { name: 'Open support chat' }).click();
  await expect(other.getByTestId('chat-unread')).toHaveCount(0);
  await expect(lines(other)).toHaveCount(3);

  await send(page, 'And to 10001?');
  await expect(lines(other)).toHaveCount(5);
  await expect(other.getByTestId('chat-announcer')).toHaveText(/^Assistant: .+/);
});

test.describe('when the server refuses', () => {
  // One pattern: a second array element would be read as fixture options.
  test.use({ allowConsoleErrors: [/Failed to load resource: .*status of (401|404|429|503)\b/] });

  test('the spec texts show as toasts; a failed start can be retried, a refused message stays in the box', async ({
    page,
  }) => {
    await dismissGiveawayBanner(page);
    let failStart = true;
    await page.route('**/api/chat/sessions', (route) =>
      failStart
        ? route.fulfill({
            status: 503,
            json: { error: { code: 'unavailable', message: 'Down for a moment' } },
          })
        : route.fallback(),
    );
    await page.goto('/');
    await page.getByRole('button', { name: 'Open support chat' }).click();
    // The widget's chunk loads on the click and a 503 is asked once more after a second before the start counts as
    // failed: on a busy machine (the server serving another worker's journey) that is more than the default 5 s.
    await expect(widget(page).getByText('Failed to start chat session')).toBeVisible({ timeout: 15_000 });
    await expect(toastSaying(page, 'Failed to start chat session')).toBeVisible();
    failStart = false;
    await widget(page).getByRole('button', { name: 'Try again' }).click();
    await expect(lines(page).first()).toContainText("I'm the New York Minute assistant");

    await page.route('**/api/chat/sessions/*/messages', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 429,
            json: { error: { code: 'rate_limited', message: 'You are sending messages too quickly.' } },
          })
        : route.fallback(),
    );
    await input(page).fill('Is anyone there?');
    const refused = page.waitForResponse((r) => r.url().endsWith('/messages') && r.status() === 429);
    await input(page).press('Enter');
    await refused;
    const toast = toastSaying(page, 'Failed to send message');
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('You are sending messages too quickly.');
    await expect(input(page)).toHaveValue('Is anyone there?');
    await expect(lines(page)).toHaveCount(1);
  });
});
