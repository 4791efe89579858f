import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import type { AdminWinnersResponse } from '#domain/giveaways/draw-schemas.ts';
import { devToken } from '../dev-tools.ts';
import { expect, test } from '../fixtures.ts';
import { shootSizes } from '../screenshots.ts';

const SHOTS = process.env.GIVEAWAY_DRAW_SHOTS;
// A pass-on refused before the deadline answers 409 in the dialog.
test.use({ allowConsoleErrors: [/Failed to load resource: .*status of 409\b/] });

/** A new customer account (its own request context, so the page's session stays the admin's). */
async function entrant(request: APIRequestContext, origin: string, n: number) {
  const email = `e2e.draw.${Date.now()}.${process.pid}.${n}@example.test`;
  const res = await request.post('/api/session/sign-up', {
    headers: { origin },
    data: {
      email,
      password: 'Harbor-lights-42',
      confirmPassword: 'Harbor-lights-42',
      fullName: `Entrant Number${n}`,
      phone: '(718) 555-0199',
      ageConfirmed: true,
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return email;
}

test('an admin ends a test giveaway, draws once, and a visitor’s check page agrees', async ({
  page,
  loginAs,
  playwright,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL!).origin;
  const request = await playwright.request.newContext({ baseURL: origin });
  const emails = [];
  for (const n of [1, 2, 3, 4]) emails.push(await entrant(request, origin, n));
  const slug = `e2e-draw-${Date.now().toString(36)}`;
  const dev = { origin, 'x-dev-token': devToken() };
  const created = await request.post('/api/dev/giveaways', {
    headers: dev,
    data: { slug, entrants: emails.map((email, i) => ({ email, entries: i + 1 })), endsInMinutes: 60 },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: string };

  await loginAs('admin');
  await page.goto(`/admin/giveaways/${id}/winners`);
  await expect(
    page.getByRole('heading', { name: `Winners · Test giveaway ${slug}`, level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Draw opens when the giveaway ends' })).toBeVisible();
  const facts = page.getByRole('region', { name: 'Published draw' });
  await expect(facts.getByText(/^[0-9a-f]{64}$/)).toHaveCount(1);
  await shootSizes(page, SHOTS, 'winners-before-end');

  // Ending it reaches the open page live.
  expect((await request.post(`/api/dev/giveaways/${slug}/end`, { headers: dev, data: {} })).ok()).toBe(true);
  await expect(page.getByRole('heading', { name: 'Ready to draw' })).toBeVisible();
  await page.getByRole('button', { name: 'Draw winners' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/The draw happens once and cannot be undone or repeated/)).toBeVisible();
  await shootSizes(page, SHOTS, 'winners-confirm');
  await dialog.getByRole('button', { name: 'Draw winners now' }).click();
  await expect(page.getByText('Winners drawn and notified')).toBeVisible();

  const table = page.getByRole('table', { name: 'Winners and alternates in draw order' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByText('Notified')).toHaveCount(1);
  await expect(table.getByText('Standby')).toHaveCount(2);
  await expect(facts.getByText('Seed (revealed at the draw)')).toBeVisible();
  const checkLink = facts.getByRole('link', { name: /Open the public check page/ });
  await expect(checkLink).toHaveAttribute('href', `/giveaway/${slug}/check`);
  await expect(facts.getByText(`${origin}/giveaway/${slug}/check`)).toBeVisible();
  await expect(page.getByText('npm run')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Draw winners' })).toHaveCount(0);
  await shootSizes(page, SHOTS, 'winners-drawn', true);

  // A pass-on before the deadline is refused with the server's words.
  await table.getByRole('button', { name: /^Pass on the prize of/ }).click();
  await expect(dialog.getByText(/^The deadline has not passed yet/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Pass the prize on' }).click();
  await expect(dialog.getByText('The claim deadline has not passed yet')).toBeVisible();
  await shootSizes(page, SHOTS, 'winners-pass');
  await dialog.getByRole('button', { name: 'Keep the winner' }).click();

  const answer = (await (
    await page.request.get(`/api/admin/giveaways/${id}/winners`)
  ).json()) as AdminWinnersResponse;
  for (const w of answer.winners) await expect(table.getByText(w.email)).toBeVisible();
  const [winner, ...alternates] = answer.winners;

  // Any visitor re-runs the draw in the browser; entrants appear by entrant id only.
  const visitor = await browser.newContext();
  await visitor.addInitScript(() => window.localStorage.setItem('age_verified', 'true'));
  const check = await visitor.newPage();
  await check.goto(`${origin}/giveaway/${slug}/check`);
  await expect(check.getByRole('heading', { level: 1, name: `Test giveaway ${slug}` })).toBeVisible();
  await expect(check.getByRole('status')).toHaveText(
    'This draw checks out: the winners below follow from the seed published before entries closed',
  );
  await expect(check.getByText(answer.draw!.seed)).toBeVisible();
  await expect(check.getByText(answer.draw!.entriesHash)).toBeVisible();
  const drawn = check.getByRole('region', { name: 'Winners and alternates' });
  await expect(drawn.getByRole('listitem').first()).toContainText(`Winner 1${winner!.entrantId}`);
  for (const w of answer.winners) await expect(drawn.getByText(w.email)).toHaveCount(0);
  await shootSizes(check, SHOTS, 'draw-check', true);
  await visitor.close();

  const run = spawnSync('npm', ['run', '--silent', 'giveaway:verify', '--', slug, '--url', origin], {
    cwd: join(test.info().project.testDir, '..'),
    encoding: 'utf8',
  });
  expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
  expect(run.stdout).toContain('All checks agree: the draw is reproducible.');
  expect(run.stdout).toContain(`Winner 1: ${winner!.entrantId}`);
  alternates.forEach((a, i) => expect(run.stdout).toContain(`Alternate ${i + 1}: ${a.entrantId}`));
  await request.dispose();
});
