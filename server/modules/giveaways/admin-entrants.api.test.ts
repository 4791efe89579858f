import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GIVEAWAY_ADMIN_MESSAGES as M } from '#domain/giveaways/admin-schemas.ts';
import { accountTopic, STAFF_GIVEAWAYS_TOPIC, type RealtimeEvent } from '#domain/realtime.ts';
import { giveawayEntrants, giveawayEntries } from '#server/db/schema/giveaways.ts';
import { giveawayBody } from '#server/test-support/access/giveaways-admin-probes.ts';
import { staffClient } from '#server/test-support/staff.ts';
import {
  client,
  newCustomer,
  signUpAndSignIn,
  sqlRows,
  type TestApp,
} from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';
import { plainCsv } from '#server/test-support/csv.ts';

// The entrants table across giveaways: filters, search, keyset pages, CSV, disqualifying (audited, announced).
const t = useTestApp();
let admin: Awaited<ReturnType<typeof staffClient>>;
let giveawayId: string;
const people: { id: string; email: string; entrantId: string }[] = [];
const events: RealtimeEvent[] = [];

async function person(fullName: string) {
  const c = client(t.app);
  const account = newCustomer();
  await signUpAndSignIn(c, account);
  const { user } = (await c.call('/api/session')).json! as { user: { id: string } };
  // Straight into the profile: a name the sign-up form would not take (a spreadsheet formula) must still export safely.
  await t.db.execute(sql`update profiles set full_name = ${fullName} where user_id = ${user.id}`);
  return { id: user.id, email: account.email };
}

async function enter(userId: string, code: string, referredBy: string | null = null, at = new Date()) {
  const [e] = await t.db
    .insert(giveawayEntrants)
    .values({
      giveawayId,
      userId,
      shareCode: code,
      zip: '11201',
      birthDate: '1990-01-01',
      referredBy,
      enteredAt: at,
    })
    .returning();
  await t.db.insert(giveawayEntries).values({ giveawayId, entrantId: e!.id, source: 'entry', entries: 1 });
  return e!.id;
}

beforeAll(async () => {
  admin = await staffClient(t, 'admin');
  const body = {
    ...giveawayBody('entrants-test'),
    active: true,
    startsAt: new Date(Date.now() - 86_400_000).toISOString(),
  };
  giveawayId = (await admin.call('/api/admin/giveaways', { method: 'POST', body })).json!.giveaway.id;
  const names = ['Ava Referrer', '=Formula Person', 'Casey Friend'];
  for (const [i, name] of names.entries()) {
    const p = await person(name);
    const entrantId = await enter(
      p.id,
      `entrants-${i}x`,
      people[0]?.entrantId ?? null,
      new Date(Date.now() - (3 - i) * 60_000),
    );
    people.push({ ...p, entrantId });
  }
  await t.db.insert(giveawayEntries).values([
    {
      giveawayId,
      entrantId: people[0]!.entrantId,
      source: 'referral',
      entries: 3,
      referredEntrantId: people[1]!.entrantId,
    },
    {
      giveawayId,
      entrantId: people[0]!.entrantId,
      source: 'referral',
      entries: 3,
      referredEntrantId: people[2]!.entrantId,
    },
  ]);
  t.services.bus.subscribe(STAFF_GIVEAWAYS_TOPIC, (e) => events.push(e));
  t.services.bus.subscribe(accountTopic(people[2]!.id), (e) => events.push(e));
});

const list = (query: string) => admin.call(`/api/admin/giveaways/entrants?${query}`);

describe('giveaway entrants', () => {
  it('lists entrants newest first with entries by source, referrals and the referrer', async () => {
    const page = (await list(`giveawayId=${giveawayId}`)).json!;
    expect(page.rows.map((r: { email: string }) => r.email)).toEqual(people.map((p) => p.email).toReversed());
    const ava = page.rows.at(-1);
    expect(ava).toMatchObject({
      name: 'Ava Referrer',
      giveawayTitle: 'Probe giveaway',
      entries: { entry: 1, referral: 6, order: 0, free_alternative: 0, total: 7 },
      referralsMade: 2,
      referredBy: null,
      disqualified: null,
    });
    expect(page.rows[0].referredBy).toMatchObject({ entrantId: people[0]!.entrantId, name: 'Ava Referrer' });
    expect(page.nextCursor).toBeNull();
  });

  it('searches by the start of a name or e-mail', async () => {
    expect((await list(`q=casey`)).json!.rows.map((r: { name: string }) => r.name)).toEqual(['Casey Friend']);
    expect((await list(`q=${encodeURIComponent(people[0]!.email)}`)).json!.rows).toHaveLength(1);
    expect((await list(`q=${encodeURIComponent('100%')}`)).json!.rows).toEqual([]);
  });

  it('pages by keyset, 50 at a time, and refuses a broken page link', async () => {
    const { giveaway } = (await admin.call('/api/admin/giveaways', { method: 'POST', body: giveawayBody() }))
      .json!;
    const stamp = Date.now();
    const ids = Array.from({ length: 55 }, (_, i) => `paging-${stamp}-${i}`);
    for (const [i, id] of ids.entries()) {
      await t.db.execute(
        sql`insert into users (id, name, email) values (${id}, ${`Page ${i}`}, ${`${id}@example.test`})`,
      );
    }
    // Two share one instant: the id breaks the tie.
    await t.db.insert(giveawayEntrants).values(
      ids.map((userId, i) => ({
        giveawayId: giveaway.id,
        userId,
        shareCode: `${userId}-c`,
        zip: '10001',
        birthDate: '1990-01-01',
        enteredAt: new Date(stamp - Math.max(1, i) * 1000),
      })),
    );
    const first = (await list(`giveawayId=${giveaway.id}`)).json!;
    expect(first.rows).toHaveLength(50);
    const second = (await list(`giveawayId=${giveaway.id}&cursor=${first.nextCursor}`)).json!;
    expect(second.rows).toHaveLength(5);
    expect(second.nextCursor).toBeNull();
    const seen = new Set([...first.rows, ...second.rows].map((r: { userId: string }) => r.userId));
    expect(seen.size).toBe(55);
    const bad = await list('cursor=garbage');
    expect(bad.status).toBe(400);
  });

  it('refuses a disqualification without a reason', async () => {
    const res = await admin.call(`/api/admin/giveaways/entrants/${people[2]!.entrantId}/disqualify`, {
      method: 'POST',
      body: { reason: '  ' },
    });
    expect(res.status).toBe(400);
    expect(res.json!.error.fields.reason).toBe('Enter the reason');
  });

  it('disqualifies with a reason: audited, entries stop counting, staff and the person are told', async () => {
    const url = `/api/admin/giveaways/entrants/${people[2]!.entrantId}/disqualify`;
    const res = await admin.call(url, { method: 'POST', body: { reason: 'Duplicate account' } });
    expect(res.status).toBe(200);
    expect(res.json!.entrant.disqualified).toMatchObject({ reason: 'Duplicate account' });
    const [audit] = await sqlRows<{
      action: string;
      after: Record<string, unknown>;
      details: Record<string, unknown>;
    }>(
      t.db,
      sql`select action, after, details from audit_logs where target_type = 'giveaway_entrant' and target_id = ${people[2]!.entrantId}`,
    );
    expect(audit).toMatchObject({
      action: 'giveaway.entrant_disqualified',
      after: { disqualifiedReason: 'Duplicate account', disqualifiedBy: admin.userId },
      details: { reason: 'Duplicate account', giveawayId },
    });
    const g = (await admin.call(`/api/admin/giveaways/${giveawayId}`)).json!.giveaway;
    expect(g.entrants).toBe(2);
    expect(events.map((e) => e.kind)).toEqual(expect.arrayContaining(['giveaway.entries', 'giveaway.mine']));
    const again = await admin.call(url, { method: 'POST', body: { reason: 'Again' } });
    expect(again.status).toBe(409);
    expect(again.json!.error.message).toBe(M.alreadyDisqualified);
    const only = (await list(`giveawayId=${giveawayId}&status=disqualified`)).json!.rows;
    expect(only.map((r: { id: string }) => r.id)).toEqual([people[2]!.entrantId]);
  });

  it('refuses an unknown entrant, and any disqualification after the draw', async () => {
    const missing = await admin.call('/api/admin/giveaways/entrants/not-a-uuid/disqualify', {
      method: 'POST',
      body: { reason: 'x' },
    });
    expect(missing.status).toBe(404);
    expect(missing.json!.error.message).toBe(M.entrantNotFound);
    await t.db.execute(sql`insert into giveaway_draws (giveaway_id, algorithm, entries, entries_hash, seed)
      values (${giveawayId}, 'test', '[]'::jsonb, 'x', 'y')`);
    const res = await admin.call(`/api/admin/giveaways/entrants/${people[1]!.entrantId}/disqualify`, {
      method: 'POST',
      body: { reason: 'Too late' },
    });
    expect(res.status).toBe(409);
    expect(res.json!.error.message).toBe(M.afterDraw);
  });

  it('exports the filtered set as CSV with formula-safe cells', async () => {
    const res = await admin.call(`/api/admin/giveaways/entrants/export.csv?giveawayId=${giveawayId}`);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = plainCsv(res.text).trim().split('\n');
    expect(lines[0]).toContain('entrant_id,giveaway,name,email');
    expect(lines).toHaveLength(4);
    expect(res.text).toContain("'=Formula Person");
    expect(res.text).toContain('Duplicate account');
  });
});

describe('the entrants list across every giveaway', () => {
  it('walks its newest-first pages by an index, not by sorting the table', async () => {
    const plan = await t.db.transaction(async (tx) => {
      // A test database is small enough for any plan: ask whether the index can serve the order on its own.
      for (const off of ['seqscan', 'bitmapscan', 'sort'])
        await tx.execute(sql.raw(`set local enable_${off} = off`));
      const rows = await sqlRows<{ 'QUERY PLAN': string }>(
        tx as unknown as TestApp['db'],
        sql`explain select id from giveaway_entrants
            where (entered_at, id) < (now(), 'ffffffff-ffff-4fff-bfff-ffffffffffff'::uuid)
            order by entered_at desc, id desc limit 51`,
      );
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/Index (Only )?Scan Backward using giveaway_entrants_entered_idx/);
    expect(plan).not.toContain('Sort');
  });
});
