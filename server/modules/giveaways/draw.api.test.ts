import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GIVEAWAY_ADMIN_MESSAGES } from '#domain/giveaways/admin-schemas.ts';
import { verifyDraw } from '#domain/giveaways/draw.ts';
import { checkDraw, DrawCheckDataSchema, DRAW_CHECK_MESSAGES } from '#domain/giveaways/draw-check.ts';
import type { AdminWinnersResponse } from '#domain/giveaways/draw-schemas.ts';
import type { PublishedDrawResponse } from '#domain/giveaways/schemas.ts';
import { accountTopic, GIVEAWAYS_TOPIC, STAFF_GIVEAWAYS_TOPIC } from '#domain/realtime.ts';
import {
  adminOf,
  giveawayAudits,
  giveawayMaker,
  person,
  seedOf,
  testClock,
  winnerMails,
  type Person,
} from '#server/test-support/giveaway-draw.ts';
import { staffClient } from '#server/test-support/staff.ts';
import { insertOrderAt, twoProducts } from '#server/test-support/analytics-rows.ts';
import { client, sqlRows } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';
import { giveawayById, toPublicGiveaway } from './giveaways.queries.ts';

const clock = testClock();
const t = useTestApp({}, { now: clock.now });
let admin: Person;
let people: Person[];
let make: ReturnType<typeof giveawayMaker>;

beforeAll(async () => {
  admin = await adminOf(t);
  people = await Promise.all([1, 2, 3, 4, 5].map(() => person(t)));
  make = giveawayMaker(t, clock.now);
});

const draw = (id: string) => admin.call(`/api/admin/giveaways/${id}/draw`, { method: 'POST', body: {} });
const published = async (slug: string) =>
  (await client(t.app).call(`/api/giveaways/${slug}/draw`)).json as PublishedDrawResponse;
const fivePeople = () => people.map((who, i) => ({ who, entries: i + 1 }));

describe('the draw', () => {
  it('is refused before the end, for an unknown giveaway, and to support', async () => {
    const g = await make(fivePeople(), 60);
    const early = await draw(g.id);
    expect(early.status).toBe(409);
    expect(early.json!.error.message).toBe(GIVEAWAY_ADMIN_MESSAGES.notEnded);
    const unknown = await draw('00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.json!.error.message).toBe('This giveaway does not exist');
    expect((await draw('not-a-uuid')).status).toBe(404);
    const support = await staffClient(t, 'support');
    expect(
      (await support.call(`/api/admin/giveaways/${g.id}/draw`, { method: 'POST', body: {} })).status,
    ).toBe(403);
    expect(await giveawayAudits(t, g.id)).toEqual([]);
  });

  it('is refused with no entries', async () => {
    const g = await make([]);
    const res = await draw(g.id);
    expect(res.status).toBe(409);
    expect(res.json!.error.message).toBe(GIVEAWAY_ADMIN_MESSAGES.noEntries);
  });

  it('happens once: the winner notified with a deadline and an e-mail, the alternates on standby, audited', async () => {
    const g = await make(fivePeople());
    const events: string[] = [];
    const stop = [
      t.services.bus.subscribe(STAFF_GIVEAWAYS_TOPIC, (e) => events.push(`staff ${e.kind}`)),
      t.services.bus.subscribe(GIVEAWAYS_TOPIC, (e) => events.push(`public ${e.kind}`)),
      ...people.map((p) =>
        t.services.bus.subscribe(accountTopic(p.userId), (e) => events.push(`mine ${e.kind}`)),
      ),
    ];
    const res = await draw(g.id);
    stop.forEach((s) => s());
    expect(res.status).toBe(200);
    expect(events.toSorted()).toEqual([
      'mine giveaway.mine',
      'public giveaway.changed',
      'staff giveaway.winners',
    ]);
    const body = res.json as AdminWinnersResponse;
    expect(body.giveaway.status).toBe('drawn');
    expect(body.draw).toMatchObject({ entrants: 5, totalEntries: 15, algorithm: 'hmac-sha256-weighted-v1' });
    expect(body.draw!.seed).toBe(await seedOf(t, g.id));
    expect(res.text).not.toContain('npm run');
    expect(body.winners.map((w) => [w.rank, w.drawnAs, w.status])).toEqual([
      [1, 'winner', 'notified'],
      [2, 'alternate', 'standby'],
      [3, 'alternate', 'standby'],
    ]);
    const [winner] = body.winners;
    const deadline = new Date(clock.now().getTime() + 14 * 24 * 60 * 60 * 1000).toISOString();
    expect(winner!.claimDeadline).toBe(deadline);
    expect(winner!.notifiedAt).toBe(clock.now().toISOString());
    const who = people.find((p) => p.email === winner!.email)!;
    expect(winner!.entries).toBe(people.indexOf(who) + 1);

    const mails = await winnerMails(t, g.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to_address: who.email,
      user_id: who.userId,
      subject: 'You won: A $250 gift card',
    });
    expect(mails[0]!.body).toContain('/account/giveaway-entries');

    const audits = await giveawayAudits(t, g.id);
    expect(audits.map((a) => a.action)).toEqual(['giveaway.draw']);
    expect(audits[0]!.after).toMatchObject({
      drawn: true,
      entriesHash: body.draw!.entriesHash,
      entrants: 5,
      totalEntries: 15,
      winners: [winner!.entrantId],
      alternates: body.winners.slice(1).map((w) => w.entrantId),
    });

    const again = await draw(g.id);
    expect(again.status).toBe(409);
    expect(again.json!.error.message).toBe(GIVEAWAY_ADMIN_MESSAGES.alreadyDrawn);
    expect(await winnerMails(t, g.id)).toHaveLength(1);
  });

  it('two draws at once: one draws, the other is told it already happened', async () => {
    const g = await make(fivePeople());
    const answers = await Promise.all([draw(g.id), draw(g.id)]);
    expect(answers.map((a) => a.status).toSorted()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.json!.error.message).toBe(
      GIVEAWAY_ADMIN_MESSAGES.alreadyDrawn,
    );
    expect((await giveawayAudits(t, g.id)).map((a) => a.action)).toEqual(['giveaway.draw']);
    expect(await winnerMails(t, g.id)).toHaveLength(1);
  });

  it('leaves disqualified entrants out of the frozen list', async () => {
    const g = await make(fivePeople());
    const out = people.slice(0, 4);
    await t.db.execute(sql`update giveaway_entrants set disqualified_at = now(), disqualified_reason = 'test'
      where giveaway_id = ${g.id} and user_id in (${sql.join(
        out.map((p) => sql`${p.userId}`),
        sql`, `,
      )})`);
    const body = (await draw(g.id)).json as AdminWinnersResponse;
    expect(body.draw).toMatchObject({ entrants: 1, totalEntries: 5 });
    expect(body.winners.map((w) => w.email)).toEqual([people[4]!.email]);
    expect((await published(g.slug)).entries).toHaveLength(1);
  });
});

describe('order bonuses at the draw', () => {
  it('credits delivered orders not credited yet before the list freezes', async () => {
    const [who] = people;
    const g = await make([{ who: who!, entries: 1 }]);
    await t.db.execute(sql`update giveaways set order_entries = 5 where id = ${g.id}`);
    const [product] = await twoProducts(t.db);
    const email = `draw-orders-${Date.now()}@example.test`;
    for (const status of ['delivered', 'cancelled']) {
      await insertOrderAt(t.db, {
        when: new Date(clock.now().getTime() - 60 * 60 * 1000),
        email,
        borough: 'Brooklyn',
        status,
        subtotal: 1000,
        merchantId: product!.merchant_id,
        items: [{ product: product!, quantity: 1, unitCents: 1000 }],
      });
    }
    await t.db.execute(sql`update orders set user_id = ${who!.userId} where email = ${email}`);
    const body = (await draw(g.id)).json as AdminWinnersResponse;
    expect(body.draw).toMatchObject({ entrants: 1, totalEntries: 6 });
    expect(body.winners[0]).toMatchObject({ email: who!.email, entries: 6 });
    const [audit] = await sqlRows<{ details: Record<string, unknown> }>(
      t.db,
      sql`select details from audit_logs where target_type = 'giveaway' and target_id = ${g.id}`,
    );
    expect(audit!.details).toMatchObject({ ordersCredited: 1, seedRevealed: true });
  });
});

describe('the published draw', () => {
  it('shows only the commitment before the draw: the seed is in no answer', async () => {
    const g = await make(fivePeople());
    const seed = await seedOf(t, g.id);
    const res = await client(t.app).call(`/api/giveaways/${g.slug}/draw`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      seed: null,
      entries: null,
      entriesHash: null,
      drawn: [],
      drawnAt: null,
    });
    expect(res.text).not.toContain(seed);
    const view = await admin.call(`/api/admin/giveaways/${g.id}/winners`);
    expect(view.json).toMatchObject({ draw: null, winners: [] });
    expect(view.text).not.toContain(seed);
    const record = (await giveawayById(t.db, g.id))!;
    expect(JSON.stringify(toPublicGiveaway(record, clock.now()))).not.toContain(seed);
    expect(res.json!.seedHash).toBe(record.giveaway.seedHash);
  });

  it('reproduces with verifyDraw once drawn, and is 404 for an unknown slug', async () => {
    const g = await make(fivePeople());
    const body = (await draw(g.id)).json as AdminWinnersResponse;
    const p = await published(g.slug);
    expect(p.seed).toBe(await seedOf(t, g.id));
    expect(p.drawn).toEqual(body.winners.map((w) => w.entrantId));
    expect(p.winnersCount).toBe(1);
    const check = verifyDraw({ ...p, seed: p.seed!, entriesHash: p.entriesHash!, entries: p.entries! });
    expect(check).toMatchObject({ commitment: true, entriesHash: true, winners: true });
    const unknown = await client(t.app).call('/api/giveaways/no-such-giveaway/draw');
    expect(unknown.status).toBe(404);
    expect(unknown.json!.error.message).toBe('This giveaway does not exist');
  });
});

describe('the check page’s record', () => {
  it('is 404 before the draw and for an unknown slug, with no seed in the answer', async () => {
    const g = await make(fivePeople());
    const before = await client(t.app).call(`/api/giveaways/${g.slug}/check`);
    expect(before.status).toBe(404);
    expect(before.json!.error.message).toBe('This giveaway has no published draw to check yet');
    expect(before.text).not.toContain(await seedOf(t, g.id));
    expect((await client(t.app).call('/api/giveaways/no-such-giveaway/check')).status).toBe(404);
  });

  it('once drawn, checks out in the shared function and names entrants only by entrant id', async () => {
    const g = await make(fivePeople());
    const body = (await draw(g.id)).json as AdminWinnersResponse;
    const res = await client(t.app).call(`/api/giveaways/${g.slug}/check`);
    expect(res.status).toBe(200);
    const data = DrawCheckDataSchema.parse(res.json);
    expect(data.drawn).toEqual(body.winners.map((w) => w.entrantId));
    expect(checkDraw(data).verdict).toBe(DRAW_CHECK_MESSAGES.ok);
    for (const p of people) {
      expect(res.text).not.toContain(p.email);
      expect(res.text).not.toContain(p.userId);
    }
  });
});
