import type { Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  dismissGiveawayBanner,
  expect,
  EXPECTED_HTTP_ERRORS,
  signIn,
  test,
} from '../fixtures.ts';
import { realtimeSubscribed } from '../orders.ts';

test.use({ allowConsoleErrors: EXPECTED_HTTP_ERRORS });

const widget = (page: Page) => page.getByRole('dialog', { name: 'Support' });
const lines = (page: Page) => widget(page).getByTestId('chat-line');
const input = (page: Page) => widget(page).getByRole('textbox', { name: 'Message', exact: true });

test('a guest asks the assistant, then a person: support sees it arrive live, claims it and the reply reaches the guest', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // Support has the desk open first: the session must arrive without a reload.
  const desk = await (await browser.newContext()).newPage();
  await signIn(desk, 'support@demo.nymnyc.test', DEMO_PASSWORD);
  const queueFollowed = realtimeSubscribed(desk, 'staff-chat');
  await desk.goto('/admin/live-chat');
  await expect(desk.getByRole('heading', { name: 'Live chat', level: 1 })).toBeVisible();
  await queueFollowed;

  // The guest, in a browser of their own.
  await dismissGiveawayBanner(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Open support chat' }).click();
  await expect(widget(page)).toBeVisible();
  await expect(lines(page).first()).toContainText("I'm the New York Minute assistant");
  await input(page).fill('What are your delivery hours, please?');
  await input(page).press('Enter');
  await expect(lines(page)).toHaveCount(3);
  const answer = lines(page).nth(2);
  await expect(answer.getByTestId('chat-sender')).toHaveText('Assistant');
  // Live settings: the demo store delivers 10:00 AM to 10:00 PM, New York time; the FAQ is the source.
  await expect(answer).toContainText('10:00 AM');
  await expect(answer).toContainText('New York time');
  await expect(answer).toContainText('Source:');
  await expect(answer.getByRole('link', { name: /FAQ/ })).toHaveAttribute('href', '/faq#area-hours');

  await widget(page).getByRole('button', { name: 'Speak to Real Person' }).click();
  await expect(widget(page).getByTestId('chat-status')).toHaveText('Waiting for a person');
  await expect(lines(page).last()).toContainText(/Expected wait: about \d+ minutes?|offline right now/);
  await expect(widget(page).getByRole('button', { name: 'Speak to Real Person' })).toHaveCount(0);

  // The desk: a toast and the queue row, no reload, with the latest line and why the assistant handed it over.
  await expect(desk.getByText('New chat waiting').first()).toBeVisible();
  // The guest writes again while waiting: the row follows live (other tests' guests may be waiting too: this
  // guest's row is the one with its latest line).
  await input(page).fill('Still there? My question was about delivery hours.');
  await input(page).press('Enter');
  const row = desk
    .getByRole('link', { name: /guest_\d+/ })
    .filter({ hasText: 'Customer: Still there? My question was about delivery hours.' });
  await expect(row).toBeVisible();
  await expect(row).toContainText("Chose 'Speak to Real Person'");
  await row.click();
  const chat = desk.getByRole('region', { name: /^Chat with guest_\d+/ });
  await expect(chat.getByText('What are your delivery hours, please?')).toBeVisible();
  await chat.getByRole('button', { name: 'Claim' }).click();
  await expect(chat.getByText('With you')).toBeVisible();

  // The guest's header names the person as soon as the chat is taken.
  await expect(widget(page).getByTestId('chat-status')).toHaveText(/from support$/);
  await desk.getByLabel('Reply').fill('Hi, this is support: we deliver until 10 PM tonight.');
  await desk.getByLabel('Reply').press('Enter');
  await expect(chat.getByText('Hi, this is support: we deliver until 10 PM tonight.')).toBeVisible();

  // The reply reaches the guest live, with the staff member's first name, and is read out.
  const reply = lines(page).last();
  await expect(reply).toContainText('Hi, this is support: we deliver until 10 PM tonight.');
  await expect(page.getByTestId('chat-announcer')).toContainText('we deliver until 10 PM tonight');

  // And the guest's answer reaches the desk live.
  await input(page).fill('Thank you!');
  await input(page).press('Enter');
  await expect(chat.getByText('Thank you!')).toBeVisible();
  await desk.context().close();
});
