import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GIVEAWAY_END_MESSAGES } from '#domain/giveaways/admin-entrants.ts';
import { GIVEAWAY_ADMIN_MESSAGES as M } from '#domain/giveaways/admin-schemas.ts';
import { GIVEAWAY_MESSAGES } from '#domain/giveaways/schemas.ts';
import { GIVEAWAYS_TOPIC, type RealtimeEvent } from '#domain/realtime.ts';
import { giveawayEntrants, giveawayEntries } from '#server/db/schema/giveaways.ts';
import { giveawayBody } from '#server/test-support/access/giveaways-admin-probes.ts';
import { staffClient } from '#server/test-support/staff.ts';
import { sqlRows } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';

// The giveaway admin: list, create, edit, switch, end now; each write audited and announced on `giveaways`.
const t = useTestApp();
let admin: Awaited<ReturnType<typeof staffClient>>;
let support: Awaited<ReturnType<typeof staffClient>>;
const changed: RealtimeEvent[] = [];

beforeAll(async () => {
  admin = await staffClient(t, 'admin');
  support = await staffClient(t, 'support');
  t.services.bus.subscribe(GIVEAWAYS_TOPIC, (e) => changed.push(e));
});

const create = (body: Record<string, unknown>) =>
  admin.call('/api/admin/giveaways', { method: 'POST', body });
const path = (id: string, rest = '') => `/api/admin/giveaways/${id}${rest}`;
const audits = (id: string) =>
  sqlRows<{ action: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }>(
    t.db,
    sql`select action, before, after from audit_logs where target_type = 'giveaway' and target_id = ${id} order by id`,
  );
const seedOf = async (id: string) =>
  (
    await sqlRows<{ seed: string; seed_hash: string }>(
      t.db,
      sql`select seed, seed_hash from giveaways where id = ${id}`,
    )
  )[0]!;
const live = (slug: string) => ({
  ...giveawayBody(slug),
  active: true,
  startsAt: new Date(Date.now() - 86_400_000).toISOString(),
});

describe('admin giveaways', () => {
  it('creates a giveaway with a seed commitment, audited and announced, never sending the seed', async () => {
    const res = await create(giveawayBody('spring-flower'));
    expect(res.status).toBe(201);
    const g = res.json!.giveaway;
    expect(g).toMatchObject({ slug: 'spring-flower', status: 'inactive', active: false, entrants: 0 });
    const { seed, seed_hash } = await seedOf(g.id);
    expect(g.seedHash).toBe(seed_hash);
    expect(res.text).not.toContain(seed);
    const [audit] = await audits(g.id);
    expect(audit).toMatchObject({ action: 'giveaway.created', before: null });
    expect(JSON.stringify(audit)).not.toContain(seed);
    expect(changed).toContainEqual(
      expect.objectContaining({ kind: 'giveaway.changed', slug: 'spring-flower' }),
    );
    const list = (await admin.call('/api/admin/giveaways')).json!.giveaways as { slug: string }[];
    expect(list.map((x) => x.slug)).toEqual(expect.arrayContaining(['spring-flower', 'nyc-biggest-flower']));
  });

  it.each([
    [{ title: '' }, 'title', 'Enter the title'],
    [{ slug: 'Bad Slug' }, 'slug', 'Use lower-case letters, digits and single dashes in the address'],
    [{ bannerText: 'x'.repeat(41) }, 'bannerText', 'The banner text can be at most 40 characters'],
    [{ endsAt: '2020-01-01T00:00:00Z' }, 'endsAt', 'The end must be after the start'],
    [{ perPersonLimit: 0 }, 'perPersonLimit', 'The limit per person must be at least 1'],
  ])('refuses %j, naming the field', async (patch, field, message) => {
    const res = await create({ ...giveawayBody(), ...patch });
    expect(res.status).toBe(400);
    expect(res.json!.error.fields[field]).toBe(message);
  });

  it('refuses an address another giveaway uses, on the slug field', async () => {
    const res = await create(giveawayBody('nyc-biggest-flower'));
    expect(res.status).toBe(409);
    expect(res.json!.error.fields.slug).toBe(M.slugTaken('nyc-biggest-flower'));
  });

  it('support is refused every giveaway admin route', async () => {
    expect((await support.call('/api/admin/giveaways')).status).toBe(403);
    expect(
      (await support.call('/api/admin/giveaways', { method: 'POST', body: giveawayBody() })).status,
    ).toBe(403);
    expect((await support.call('/api/admin/giveaways/entrants')).status).toBe(403);
  });

  it('answers 404 with the message for a malformed or unknown id', async () => {
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000']) {
      const res = await admin.call(path(id));
      expect(res.status).toBe(404);
      expect(res.json!.error.message).toBe(GIVEAWAY_MESSAGES.notFound);
    }
  });

  it('edits the terms (audited before and after) and never the seed', async () => {
    const { giveaway } = (await create(giveawayBody('edit-me'))).json!;
    const before = await seedOf(giveaway.id);
    const res = await admin.call(path(giveaway.id), {
      method: 'PUT',
      body: { ...giveawayBody('edit-me-2'), startsAt: giveaway.startsAt, prize: 'A bigger prize' },
    });
    expect(res.status).toBe(200);
    expect(res.json!.giveaway).toMatchObject({ slug: 'edit-me-2', prize: 'A bigger prize' });
    expect(await seedOf(giveaway.id)).toEqual(before);
    const updated = (await audits(giveaway.id)).at(-1)!;
    expect(updated).toMatchObject({
      action: 'giveaway.updated',
      before: { slug: 'edit-me', prize: 'A probe prize' },
      after: { slug: 'edit-me-2', prize: 'A bigger prize' },
    });
    const one = await admin.call(path(giveaway.id));
    expect(one.json!).toMatchObject({ giveaway: { slug: 'edit-me-2' }, datesLocked: false });
  });

  it('fixes the start date once entries exist', async () => {
    const { giveaway } = (await create(live('locked-dates'))).json!;
    const [user] = await sqlRows<{ id: string }>(t.db, sql`select id from users where id = ${admin.userId}`);
    const [entrant] = await t.db
      .insert(giveawayEntrants)
      .values({
        giveawayId: giveaway.id,
        userId: user!.id,
        shareCode: 'lockeddates1',
        zip: '11201',
        birthDate: '1990-01-01',
      })
      .returning();
    await t.db
      .insert(giveawayEntries)
      .values({ giveawayId: giveaway.id, entrantId: entrant!.id, source: 'entry', entries: 1 });
    expect((await admin.call(path(giveaway.id))).json!.datesLocked).toBe(true);
    const body = { ...live('locked-dates'), startsAt: new Date(Date.now() - 2 * 86_400_000).toISOString() };
    const res = await admin.call(path(giveaway.id), { method: 'PUT', body });
    expect(res.status).toBe(409);
    expect(res.json!.error.fields.startsAt).toBe(M.datesLocked);
    const kept = await admin.call(path(giveaway.id), {
      method: 'PUT',
      body: { ...body, startsAt: giveaway.startsAt, title: 'Same start' },
    });
    expect(kept.json!.giveaway.title).toBe('Same start');
    const renamed = await admin.call(path(giveaway.id), {
      method: 'PUT',
      body: { ...body, startsAt: giveaway.startsAt, slug: 'locked-dates-renamed' },
    });
    expect(renamed.status).toBe(409);
    expect(renamed.json!.error.fields.slug).toBe(M.slugLocked);
  });

  it('switches a giveaway on and off, audited', async () => {
    const { giveaway } = (await create(live('switch-me'))).json!;
    const off = await admin.call(path(giveaway.id, '/active'), { method: 'POST', body: { active: false } });
    expect(off.json!.giveaway).toMatchObject({ active: false, status: 'inactive' });
    const on = await admin.call(path(giveaway.id, '/active'), { method: 'POST', body: { active: true } });
    expect(on.json!.giveaway).toMatchObject({ active: true, status: 'live' });
    expect((await audits(giveaway.id)).slice(-2)).toEqual([
      expect.objectContaining({
        action: 'giveaway.deactivated',
        before: { active: true },
        after: { active: false },
      }),
      expect.objectContaining({
        action: 'giveaway.activated',
        before: { active: false },
        after: { active: true },
      }),
    ]);
    const bad = await admin.call(path(giveaway.id, '/active'), { method: 'POST', body: { active: 'yes' } });
    expect(bad.status).toBe(400);
  });

  it('ends a live giveaway now, once; not one that has not started', async () => {
    const { giveaway } = (await create(live('end-me'))).json!;
    const res = await admin.call(path(giveaway.id, '/end'), { method: 'POST' });
    expect(res.status).toBe(200);
    expect(res.json!.giveaway.status).toBe('ended');
    expect((await audits(giveaway.id)).at(-1)).toMatchObject({ action: 'giveaway.ended' });
    const again = await admin.call(path(giveaway.id, '/end'), { method: 'POST' });
    expect(again.status).toBe(409);
    expect(again.json!.error.message).toBe(GIVEAWAY_END_MESSAGES.alreadyEnded);
    const { giveaway: later } = (await create(giveawayBody('not-started'))).json!;
    const early = await admin.call(path(later.id, '/end'), { method: 'POST' });
    expect(early.json!.error.message).toBe(GIVEAWAY_END_MESSAGES.notStarted);
  });

  it('never moves the dates of a giveaway that has ended, so it cannot be re-opened', async () => {
    const { giveaway } = (await create(live('ended-dates'))).json!;
    await admin.call(path(giveaway.id, '/end'), { method: 'POST' });
    const ended = (await admin.call(path(giveaway.id))).json!.giveaway;
    const reopen = { ...live('ended-dates'), startsAt: ended.startsAt };
    const later = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const res = await admin.call(path(giveaway.id), { method: 'PUT', body: { ...reopen, endsAt: later } });
    expect(res.status).toBe(409);
    expect(res.json!.error).toMatchObject({ code: 'giveaway_ended', message: M.endedDatesLocked });
    expect(res.json!.error.fields.endsAt).toBe(M.endedDatesLocked);
    const earlier = new Date(Date.parse(ended.startsAt) - 86_400_000).toISOString();
    const moved = await admin.call(path(giveaway.id), {
      method: 'PUT',
      body: { ...reopen, startsAt: earlier, endsAt: ended.endsAt },
    });
    expect(moved.status).toBe(409);
    expect(moved.json!.error.fields.startsAt).toBe(M.endedDatesLocked);
    const after = (await admin.call(path(giveaway.id))).json!.giveaway;
    expect(after).toMatchObject({ status: 'ended', endsAt: ended.endsAt, startsAt: ended.startsAt });
    // Its text may still be corrected.
    const fixed = await admin.call(path(giveaway.id), {
      method: 'PUT',
      body: { ...reopen, endsAt: ended.endsAt, title: 'Typo fixed' },
    });
    expect(fixed.status).toBe(200);
    expect(fixed.json!.giveaway).toMatchObject({ title: 'Typo fixed', status: 'ended' });
  });

  it('refuses every change once drawn', async () => {
    const { giveaway } = (await create(live('drawn-one'))).json!;
    await t.db.execute(sql`insert into giveaway_draws (giveaway_id, algorithm, entries, entries_hash, seed)
      values (${giveaway.id}, 'test', '[]'::jsonb, 'x', 'y')`);
    const calls = [
      () => admin.call(path(giveaway.id), { method: 'PUT', body: live('drawn-one') }),
      () => admin.call(path(giveaway.id, '/active'), { method: 'POST', body: { active: false } }),
      () => admin.call(path(giveaway.id, '/end'), { method: 'POST' }),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.status).toBe(409);
      expect(res.json!.error.message).toBe(M.afterDraw);
    }
  });
});
