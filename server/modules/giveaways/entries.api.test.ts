import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GIVEAWAY_MESSAGES } from '#domain/giveaways/schemas.ts';
import { customer, ENTER, giveawaySwitch, insertGiveaway } from '#server/test-support/giveaways-public.ts';
import { client, sqlRows } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';

const t = useTestApp();

const DAY = 86_400_000;
const enter = (c: ReturnType<typeof client>, slug: string, body: Record<string, unknown> = ENTER) =>
  c.call(`/api/giveaways/${slug}/enter`, { method: 'POST', body });

describe('the public giveaway', () => {
  it('answers the live one and its page without the seed; unknown or never active ones are 404', async () => {
    const guest = client(t.app);
    const live = await guest.call('/api/giveaways/live');
    expect(live.json!.giveaway).toMatchObject({ slug: 'nyc-biggest-flower', status: 'live' });
    expect(live.text).not.toMatch(/"seed"/);
    expect((await guest.call('/api/giveaways/nyc-biggest-flower')).status).toBe(200);
    const missing = await guest.call('/api/giveaways/no-such-giveaway');
    expect(missing.status).toBe(404);
    expect(missing.json!.error.message).toBe(GIVEAWAY_MESSAGES.notFound);
    const inactive = await insertGiveaway(t, { active: false });
    expect((await guest.call(`/api/giveaways/${inactive.slug}`)).status).toBe(404);
    expect((await guest.call('/api/giveaways/Not_A_Slug')).status).toBe(404);
  });

  it('refuses guests their entry and entering', async () => {
    const guest = client(t.app);
    expect((await guest.call('/api/giveaways/nyc-biggest-flower/me')).status).toBe(401);
    expect((await enter(guest, 'nyc-biggest-flower')).status).toBe(401);
    expect((await guest.call('/api/account/giveaway-entries')).status).toBe(401);
  });
});

describe('entering', () => {
  it('enters once: the entry credit, the share code, an analytics event, My Entries', async () => {
    const g = await insertGiveaway(t);
    const { c, userId } = await customer(t);
    expect((await c.call(`/api/giveaways/${g.slug}/me`)).json).toEqual({ entry: null });
    const res = await enter(c, g.slug);
    expect(res.status).toBe(201);
    expect(res.json!.referral).toBeNull();
    expect(res.json!.entry).toMatchObject({ total: 1, bySource: { entry: 1 }, freeEntryAvailable: true });
    expect(res.json!.entry.shareCode).toMatch(/^[A-Za-z0-9_-]{12}$/);
    const twice = await enter(c, g.slug);
    expect(twice.status).toBe(409);
    expect(twice.json!.error.message).toBe(GIVEAWAY_MESSAGES.alreadyEntered);
    const mine = await c.call('/api/account/giveaway-entries');
    expect(mine.json!.entries.map((e: { giveaway: { slug: string } }) => e.giveaway.slug)).toEqual([g.slug]);
    const events = await sqlRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from analytics_events where user_id = ${userId} and name = 'giveaway_entry'`,
    );
    expect(events[0]!.n).toBe(1);
  });

  it('refuses under 21, a ZIP outside New York and an unconfirmed residency', async () => {
    const g = await insertGiveaway(t);
    const { c } = await customer(t);
    const young = new Date(Date.now() - 20 * 365 * DAY).toISOString().slice(0, 10);
    const under = await enter(c, g.slug, { ...ENTER, birthDate: young });
    expect(under.status).toBe(400);
    expect(under.json!.error.message).toBe(GIVEAWAY_MESSAGES.under21);
    const jersey = await enter(c, g.slug, { ...ENTER, zip: '07302' });
    expect(jersey.status).toBe(400);
    expect(jersey.json!.error.message).toBe(GIVEAWAY_MESSAGES.notNewYork);
    expect((await enter(c, g.slug, { ...ENTER, nyResident: false })).status).toBe(400);
    expect((await c.call(`/api/giveaways/${g.slug}/me`)).json).toEqual({ entry: null });
  });

  it('refuses a giveaway that has not started or has ended', async () => {
    const { c } = await customer(t);
    const later = await insertGiveaway(t, { startsAt: new Date(Date.now() + DAY) });
    const ended = await insertGiveaway(t, {
      startsAt: new Date(Date.now() - 10 * DAY),
      endsAt: new Date(Date.now() - DAY),
    });
    for (const g of [later, ended]) {
      const res = await enter(c, g.slug);
      expect(res.status).toBe(409);
      expect(res.json!.error.message).toBe(GIVEAWAY_MESSAGES.notLive);
    }
    expect((await c.call(`/api/giveaways/${ended.slug}`)).json!.giveaway.status).toBe('ended');
  });

  it('rate-limits entering per account', async () => {
    const g = await insertGiveaway(t);
    const { c } = await customer(t);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await enter(c, g.slug)).status);
    expect(statuses).toEqual([201, ...Array<number>(9).fill(409), 429]);
  });

  it('refuses staff: employees may not enter', async () => {
    const { c, userId } = await customer(t);
    await t.db.execute(sql`update user_roles set role = 'support' where user_id = ${userId}`);
    expect((await enter(c, 'nyc-biggest-flower')).status).toBe(403);
  });

  it('never shows one customer another customer’s entry', async () => {
    const g = await insertGiveaway(t);
    const a = await customer(t);
    const b = await customer(t);
    await enter(a.c, g.slug);
    expect((await b.c.call(`/api/giveaways/${g.slug}/me`)).json).toEqual({ entry: null });
    expect((await b.c.call('/api/account/giveaway-entries')).json).toEqual({ entries: [] });
  });
});

describe('the free alternative entry and shares', () => {
  it('gives the order bonus once per New York day, under the limit', async () => {
    const g = await insertGiveaway(t, { orderEntries: 2, perPersonLimit: 5 });
    const { c } = await customer(t);
    const before = await c.call(`/api/giveaways/${g.slug}/free-entry`, { method: 'POST', body: {} });
    expect(before.json!.error.message).toBe(GIVEAWAY_MESSAGES.notEntered);
    await enter(c, g.slug);
    const free = await c.call(`/api/giveaways/${g.slug}/free-entry`, { method: 'POST', body: {} });
    expect(free.status).toBe(201);
    expect(free.json!.entry).toMatchObject({
      total: 3,
      bySource: { free_alternative: 2 },
      freeEntryAvailable: false,
    });
    const again = await c.call(`/api/giveaways/${g.slug}/free-entry`, { method: 'POST', body: {} });
    expect(again.status).toBe(409);
    expect(again.json!.error.message).toBe(GIVEAWAY_MESSAGES.freeEntryToday);
  });

  it('has no free entry when the giveaway gives no order bonus', async () => {
    const g = await insertGiveaway(t, { orderEntries: 0 });
    const { c } = await customer(t);
    await enter(c, g.slug);
    const res = await c.call(`/api/giveaways/${g.slug}/free-entry`, { method: 'POST', body: {} });
    expect(res.status).toBe(409);
    expect(res.json!.error.message).toBe(GIVEAWAY_MESSAGES.noFreeEntry);
  });

  it('records a share of an entrant’s link', async () => {
    const g = await insertGiveaway(t);
    const { c, userId } = await customer(t);
    const share = () =>
      c.call(`/api/giveaways/${g.slug}/share`, { method: 'POST', body: { method: 'native' } });
    expect((await share()).status).toBe(409);
    await enter(c, g.slug);
    expect((await share()).status).toBe(204);
    const rows = await sqlRows<{ method: string }>(
      t.db,
      sql`select properties->>'method' as method from analytics_events
        where user_id = ${userId} and name = 'giveaway_share'`,
    );
    expect(rows).toEqual([{ method: 'native' }]);
  });
});

describe('the giveaway switch', () => {
  it('hides the live giveaway and answers 404 while off', async () => {
    const { c } = await customer(t);
    await giveawaySwitch(t, false);
    try {
      expect((await c.call('/api/giveaways/live')).json).toEqual({ giveaway: null });
      for (const res of [
        await c.call('/api/giveaways/nyc-biggest-flower'),
        await enter(c, 'nyc-biggest-flower'),
      ]) {
        expect(res.status).toBe(404);
        expect(res.json!.error.message).toBe(GIVEAWAY_MESSAGES.switchedOff);
      }
    } finally {
      await giveawaySwitch(t, true);
    }
    expect((await c.call('/api/giveaways/live')).json!.giveaway.slug).toBe('nyc-biggest-flower');
  });
});
