import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GIVEAWAY_ADMIN_MESSAGES } from '#domain/giveaways/admin-schemas.ts';
import type {
  AdminWinnersResponse,
  ClaimResponse,
  PassWinnerResponse,
} from '#domain/giveaways/draw-schemas.ts';
import { GIVEAWAY_MESSAGES } from '#domain/giveaways/schemas.ts';
import {
  adminOf,
  giveawayAudits,
  giveawayMaker,
  person,
  testClock,
  winnerMails,
  type Person,
} from '#server/test-support/giveaway-draw.ts';
import { client, sqlRows } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';

// After the draw: a prize passes to the next alternate; the winner claims before the deadline.
const clock = testClock();
const t = useTestApp({}, { now: clock.now });
let admin: Person;
let people: Person[];
let make: ReturnType<typeof giveawayMaker>;

beforeAll(async () => {
  admin = await adminOf(t);
  people = await Promise.all([1, 2, 3, 4].map(() => person(t)));
  make = giveawayMaker(t, clock.now);
});

/** A drawn test giveaway of the four people (1 winner, 2 alternates); the people in rank order. */
async function drawn() {
  const g = await make(people.map((who) => ({ who, entries: 2 })));
  const res = await admin.call(`/api/admin/giveaways/${g.id}/draw`, { method: 'POST', body: {} });
  expect(res.status).toBe(200);
  const { winners } = res.json as AdminWinnersResponse;
  const byRank = winners.map((w) => people.find((p) => p.email === w.email)!);
  const loser = people.find((p) => !byRank.includes(p))!;
  return { ...g, byRank, loser };
}
const pass = (id: string, rank: number, body: Record<string, unknown>) =>
  admin.call(`/api/admin/giveaways/${id}/winners/${rank}/pass`, { method: 'POST', body });
const claim = (who: Person, slug: string) =>
  who.call(`/api/giveaways/${slug}/claim`, { method: 'POST', body: {} });

describe('passing a prize on', () => {
  it('waits for the deadline, then forfeits the winner and notifies the next alternate', async () => {
    const g = await drawn();
    const early = await pass(g.id, 1, { reason: 'unclaimed' });
    expect(early.status).toBe(409);
    expect(early.json!.error.message).toBe(GIVEAWAY_ADMIN_MESSAGES.deadlineNotPassed);
    const standby = await pass(g.id, 2, { reason: 'unclaimed' });
    expect(standby.json!.error.message).toBe(GIVEAWAY_ADMIN_MESSAGES.cannotPass);
    expect((await pass(g.id, 9, { reason: 'unclaimed' })).status).toBe(404);

    clock.advanceDays(15);
    const res = await pass(g.id, 1, { reason: 'unclaimed', note: 'No answer' });
    expect(res.status).toBe(200);
    const body = res.json as PassWinnerResponse;
    expect(body.passedTo).toBe(2);
    expect(body.winners.map((w) => w.status)).toEqual(['forfeited', 'notified', 'standby']);
    expect(body.winners[0]!.passedReason).toBe('Not claimed by the deadline: No answer');
    const fresh = new Date(clock.now().getTime() + 14 * 24 * 60 * 60 * 1000).toISOString();
    expect(body.winners[1]!.claimDeadline).toBe(fresh);
    const mails = await winnerMails(t, g.id);
    expect(mails.map((m) => m.to_address)).toEqual([g.byRank[0]!.email, g.byRank[1]!.email]);
    expect(mails[1]!.body).toContain('passed to you as the next alternate');
    expect((await giveawayAudits(t, g.id)).map((a) => a.action)).toEqual([
      'giveaway.draw',
      'giveaway.winner.passed',
    ]);
    expect((await claim(g.byRank[0]!, g.slug)).json!.error.message).toBe(GIVEAWAY_MESSAGES.claimClosed);
    expect((await pass(g.id, 1, { reason: 'unclaimed' })).json!.error.message).toBe(
      GIVEAWAY_ADMIN_MESSAGES.cannotPass,
    );
  });

  it('disqualifies a winner (and their entry), and says when no alternate is left', async () => {
    const g = await drawn();
    const bad = await pass(g.id, 1, { reason: 'disqualified' });
    expect(bad.status).toBe(400);
    expect(bad.json!.error.fields.note).toBe('Say why the winner is disqualified');
    const first = await pass(g.id, 1, { reason: 'disqualified', note: 'Lives in New Jersey' });
    expect(first.json).toMatchObject({ passedTo: 2 });
    const [entrant] = await sqlRows<{ disqualified_reason: string }>(
      t.db,
      sql`select disqualified_reason from giveaway_entrants where id = ${(first.json as PassWinnerResponse).winners[0]!.entrantId}`,
    );
    expect(entrant!.disqualified_reason).toBe('Disqualified: Lives in New Jersey');
    expect((await pass(g.id, 2, { reason: 'disqualified', note: 'Under 21' })).json).toMatchObject({
      passedTo: 3,
    });
    const last = await pass(g.id, 3, { reason: 'disqualified', note: 'Duplicate account' });
    expect(last.status).toBe(200);
    expect(last.json).toMatchObject({ passedTo: null, message: GIVEAWAY_ADMIN_MESSAGES.noAlternate });
    expect((last.json as PassWinnerResponse).winners.map((w) => w.status)).toEqual([
      'disqualified',
      'disqualified',
      'disqualified',
    ]);
    expect(await winnerMails(t, g.id)).toHaveLength(3);
    expect((await claim(g.byRank[0]!, g.slug)).json!.error.message).toBe(GIVEAWAY_MESSAGES.disqualified);
  });
});

describe('claiming a prize', () => {
  it('the winner claims once before the deadline; others have nothing to claim', async () => {
    const g = await drawn();
    const nobody = await claim(g.loser, g.slug);
    expect(nobody.status).toBe(404);
    expect(nobody.json!.error.message).toBe(GIVEAWAY_MESSAGES.notWinner);
    expect((await claim(g.byRank[1]!, g.slug)).json!.error.message).toBe(GIVEAWAY_MESSAGES.notWinner);

    const res = await claim(g.byRank[0]!, g.slug);
    expect(res.status).toBe(200);
    const { entry } = res.json as ClaimResponse;
    expect(entry.result).toEqual({
      drawn: true,
      rank: 1,
      status: 'claimed',
      claimDeadline: expect.any(String),
    });
    expect(entry).toMatchObject({
      total: 2,
      bySource: { entry: 2 },
      giveaway: { slug: g.slug, status: 'drawn' },
    });
    const again = await claim(g.byRank[0]!, g.slug);
    expect(again.status).toBe(409);
    expect(again.json!.error.message).toBe(GIVEAWAY_MESSAGES.alreadyClaimed);
    expect((await giveawayAudits(t, g.id)).map((a) => a.action)).toEqual([
      'giveaway.draw',
      'giveaway.prize.claimed',
    ]);
    const view = (await admin.call(`/api/admin/giveaways/${g.id}/winners`)).json as AdminWinnersResponse;
    expect(view.winners[0]).toMatchObject({ status: 'claimed', claimedAt: clock.now().toISOString() });
    expect((await pass(g.id, 1, { reason: 'unclaimed' })).json!.error.message).toBe(
      GIVEAWAY_ADMIN_MESSAGES.cannotPass,
    );
  });

  it('is closed after the deadline, and needs a signed-in caller', async () => {
    const g = await drawn();
    clock.advanceDays(14);
    const late = await claim(g.byRank[0]!, g.slug);
    expect(late.status).toBe(409);
    expect(late.json!.error.message).toBe(GIVEAWAY_MESSAGES.claimClosed);
    expect(
      (await client(t.app).call(`/api/giveaways/${g.slug}/claim`, { method: 'POST', body: {} })).status,
    ).toBe(401);
  });
});
