import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AgeCheckRow, AgeVerificationPage } from '#domain/admin/age-verification.ts';
import { courierClient } from '#server/test-support/couriers.ts';
import { insertOrderRow } from '#server/test-support/order-rows.ts';
import { staffClient } from '#server/test-support/staff.ts';
import { client } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';

const t = useTestApp();
let admin: ReturnType<typeof client>;

const list = async (query: string): Promise<AgeVerificationPage> => {
  const res = await admin.call(`/api/admin/age-verification?${query}`);
  expect(res.status).toBe(200);
  return res.json! as AgeVerificationPage;
};

beforeAll(async () => {
  admin = await staffClient(t, 'admin');
  const courier = await courierClient(t);
  const passed = await insertOrderRow(t.db, '3 hours', 'delivered', '2 hours');
  const failed = await insertOrderRow(t.db, '5 hours', 'returned');
  await insertOrderRow(t.db, '1 hour', 'pending');
  await t.db.execute(sql`update orders set id_checked_at = now() - interval '2 hours 1 minute',
    courier_user_id = ${courier.userId} where order_number = ${passed.orderNumber}`);
  await t.db.execute(sql`update orders set return_reason = 'under_21', courier_user_id = ${courier.userId}
    where order_number = ${failed.orderNumber}`);
  // The goods went back on the shelf later: another event with the same status, not another door check.
  await t.db.execute(sql`insert into order_events (order_id, status, actor_role, note, created_at)
    select id, 'returned', 'courier', 'Back on the shop shelf', now() - interval '1 hour'
    from orders where order_number = ${failed.orderNumber}`);
  await t.db.execute(sql`insert into compliance_refusals (rule, surface, at) values
    ('signup_age', 'sign_up', now() - interval '10 minutes'),
    ('application_age', 'courier_application', now() - interval '20 minutes'),
    ('age', 'checkout', now() - interval '30 minutes'),
    ('hours', 'checkout', now() - interval '40 minutes')`);
});

const kinds = (rows: AgeCheckRow[]) => rows.map((r) => `${r.kind}:${r.outcome}`);

describe('age verification', () => {
  it('lists every kind of check newest first: checkouts, door checks with the courier, refusals', async () => {
    const { rows } = await list('limit=100');
    expect(kinds(rows).slice(0, 7)).toEqual([
      'sign_up:refused',
      'application:refused',
      'checkout:refused',
      'checkout:passed',
      'id_check:passed',
      'checkout:passed',
      'id_check:failed',
    ]);
    const door = rows.find((r) => r.kind === 'id_check' && r.outcome === 'passed')!;
    expect(door).toMatchObject({ courierName: 'Test Courier', birthDate: '1990-01-01', attested: null });
    expect(door.ageAtOrder).toBeGreaterThanOrEqual(36);
    expect(rows.filter((r) => r.outcome === 'failed')).toEqual([
      expect.objectContaining({ reason: 'Recipient is under 21' }),
    ]);
    expect(rows.find((r) => r.kind === 'checkout' && r.outcome === 'passed')).toMatchObject({
      attested: true,
    });
    expect(rows.filter((r) => r.outcome === 'refused').every((r) => r.birthDate === null)).toBe(true);
  });

  it('filters by outcome and kind', async () => {
    expect(kinds((await list('outcome=refused')).rows)).toEqual([
      'sign_up:refused',
      'application:refused',
      'checkout:refused',
    ]);
    expect(kinds((await list('kind=id_check')).rows)).toEqual(['id_check:passed', 'id_check:failed']);
    expect(kinds((await list('kind=checkout&outcome=refused')).rows)).toEqual(['checkout:refused']);
    const future = await list('from=2099-01-01&to=2099-01-02');
    expect(future).toEqual({ rows: [], nextCursor: null });
  });

  it('walks keyset pages without repeating or skipping a row, ties on time included', async () => {
    // Three refusals at the same microsecond, with ids whose text order is not their number order.
    await t.db.execute(sql`insert into compliance_refusals (id, rule, surface, at)
      select id, 'signup_age', 'sign_up', date_trunc('second', now()) - interval '2 days'
      from unnest(array[999999, 1000000, 99]::bigint[]) id`);
    const all = (await list('limit=100')).rows.map((r) => r.key);
    expect(all.filter((k) => /^refusal:(99|999999|1000000)$/.test(k))).toEqual([
      'refusal:1000000',
      'refusal:999999',
      'refusal:99',
    ]);
    const walked: string[] = [];
    let cursor: string | null = null;
    do {
      const page: AgeVerificationPage = await list(`limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      walked.push(...page.rows.map((r) => r.key));
      cursor = page.nextCursor;
    } while (cursor);
    expect(walked).toEqual(all);
  });

  it('refuses a bad page link and a bad filter with a clear message', async () => {
    const bad = await admin.call('/api/admin/age-verification?cursor=nonsense');
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ error: { message: 'This page link is no longer valid' } });
    const outcome = await admin.call('/api/admin/age-verification?outcome=maybe');
    expect(outcome.json).toMatchObject({ error: { message: 'Outcome must be passed, failed or refused' } });
  });
});
