import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { resolvePeriod, type ComplianceReport } from '#domain/admin/compliance.ts';
import { courierClient } from '#server/test-support/couriers.ts';
import { insertOrderRow } from '#server/test-support/order-rows.ts';
import { staffClient } from '#server/test-support/staff.ts';
import { client, signedInClient, sqlRows } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';
import { plainCsv } from '#server/test-support/csv.ts';

const t = useTestApp();
type Client = ReturnType<typeof client>;
let admin: Client;

beforeAll(async () => {
  admin = await staffClient(t, 'admin');
});

const report = async (query = ''): Promise<ComplianceReport> => {
  const res = await admin.call(`/api/admin/compliance${query}`);
  expect(res.status).toBe(200);
  return res.json! as ComplianceReport;
};

/** The excise of the delivered orders whose delivery falls in [start, end), straight from the table. */
const exciseInDb = async (start: Date, end: Date) =>
  Number(
    (
      await sqlRows<{ cents: string }>(
        t.db,
        sql`select coalesce(sum(excise_cents), 0)::text as cents from orders
            where status = 'delivered' and delivered_at >= ${start.toISOString()} and delivered_at < ${end.toISOString()}`,
      )
    )[0]!.cents,
  );

describe('the compliance report', () => {
  it("the excise figure equals the sum of excise on the period's delivered orders, nothing else", async () => {
    const before = await report();
    await insertOrderRow(t.db, '3 days', 'delivered', '3 days');
    await insertOrderRow(t.db, '2 days', 'delivered', '1 day 23 hours');
    await insertOrderRow(t.db, '2 days', 'cancelled');
    await insertOrderRow(t.db, '2 days', 'returned');
    const moving = await insertOrderRow(t.db, '1 hour', 'in_transit');
    await insertOrderRow(t.db, '45 days', 'delivered', '45 days');
    expect((await report()).excise.totals.orders - before.excise.totals.orders).toBe(2);
    // Delivered later by an update, as a courier's hand-over does.
    await t.db.execute(sql`update orders set status = 'delivered', delivered_at = now()
      where order_number = ${moving.orderNumber}`);
    const after = await report();
    const { start, end } = resolvePeriod({}, new Date());
    expect(after.excise.totals.exciseCents).toBe(await exciseInDb(start, end));
    expect(after.excise.totals.exciseCents - before.excise.totals.exciseCents).toBe(3 * 1170);
    expect(after.excise.totals.orders - before.excise.totals.orders).toBe(3);
    expect(after.excise.totals.taxableCents - before.excise.totals.taxableCents).toBe(3 * 9000);
    expect(after.excise.days).toHaveLength(30);
    expect(after.excise.days.reduce((s, d) => s + d.exciseCents, 0)).toBe(after.excise.totals.exciseCents);
    expect(after.excise.months.reduce((s, m) => s + m.exciseCents, 0)).toBe(after.excise.totals.exciseCents);
    expect(after.excise.rateBasisPoints).toBe(1300);
  });

  it('counts an order on its New York delivery day, and by month', async () => {
    const { orderNumber } = await insertOrderRow(t.db, '400 days', 'delivered', '400 days');
    // 03:30 UTC on 10 March is 22:30 on 9 March in New York.
    await t.db.execute(
      sql`update orders set delivered_at = '2025-03-10T03:30:00Z' where order_number = ${orderNumber}`,
    );
    const march = await report('?from=2025-03-01&to=2025-04-30');
    expect(march.period).toEqual({ from: '2025-03-01', to: '2025-04-30' });
    expect(march.excise.days).toHaveLength(61);
    expect(march.excise.days.find((d) => d.day === '2025-03-09')).toEqual({
      day: '2025-03-09',
      orders: 1,
      taxableCents: 9000,
      exciseCents: 1170,
    });
    expect(march.excise.months).toEqual([
      { month: '2025-03', orders: 1, taxableCents: 9000, exciseCents: 1170 },
      { month: '2025-04', orders: 0, taxableCents: 0, exciseCents: 0 },
    ]);
    expect((await report('?from=2025-03-10&to=2025-03-10')).excise.totals.orders).toBe(0);
  });

  it('lists returns by reason, refusals by rule and the rules in force with references', async () => {
    const { orderNumber } = await insertOrderRow(t.db, '1 day', 'returned');
    await t.db.execute(
      sql`update orders set return_reason = 'no_valid_id' where order_number = ${orderNumber}`,
    );
    // Back on the shelf later: another event with the same status, still one return.
    await t.db.execute(sql`
      insert into order_events (order_id, status, actor_role, note, created_at)
      select id, 'returned', 'courier', 'Back on the shop shelf', now() - interval '2 hours'
      from orders where order_number = ${orderNumber}`);
    await t.db.execute(sql`insert into compliance_refusals (rule, surface, at)
      values ('carry_limit', 'courier_accept', now()), ('hours', 'checkout', now() - interval '2 days')`);
    const r = await report();
    expect(r.returns.byReason).toContainEqual({
      reason: 'no_valid_id',
      label: 'No valid government ID',
      count: 1,
    });
    expect(r.refusals.byRule.find((x) => x.rule === 'hours')!.count).toBeGreaterThanOrEqual(1);
    expect(
      r.carryRefusals.bySurface.find((x) => x.surface === 'courier_accept')!.count,
    ).toBeGreaterThanOrEqual(1);
    expect(r.refusals.byDay.reduce((s, d) => s + d.count, 0)).toBe(r.refusals.total);
    expect(r.rules.find((x) => x.key === 'excise')).toMatchObject({ reference: 'NY Tax Law §496-c' });
    expect(r.rules.find((x) => x.key === 'carry_limit_light')).toMatchObject({
      value: '$5,000.00',
      source: 'setting',
    });
  });

  it("counts refusals by rule and day equal to the log's own rows, after inserts and deletes", async () => {
    await t.db.execute(sql`insert into compliance_refusals (rule, surface, at)
      select (array['hours', 'age', 'delivery_area']::refusal_rule[])[1 + g % 3], 'checkout', now() - g * interval '7 hours'
      from generate_series(1, 40) g`);
    await t.db.execute(sql`delete from compliance_refusals where id in
      (select id from compliance_refusals where rule = 'age' order by id desc limit 5)`);
    const logged = await sqlRows<{ day: string; rule: string; surface: string; n: number }>(
      t.db,
      sql`select day::text as day, rule::text as rule, surface::text as surface, count(*)::int as n
          from compliance_refusals group by 1, 2, 3 order by 1, 2, 3`,
    );
    const kept = await sqlRows<{ day: string; rule: string; surface: string; n: number }>(
      t.db,
      sql`select day::text as day, rule::text as rule, surface::text as surface, refusals as n
          from compliance_refusal_days order by 1, 2, 3`,
    );
    expect(kept).toEqual(logged);
    const r = await report();
    const { start, end } = resolvePeriod({}, new Date());
    const [inPeriod] = await sqlRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from compliance_refusals
          where at >= ${start.toISOString()} and at < ${end.toISOString()}`,
    );
    expect(r.refusals.total).toBe(inPeriod!.n);
  });

  it("shows each courier's manifest now: what they hold against their vehicle's limit", async () => {
    const courier = await courierClient(t, { vehicle: 'bike' });
    const { orderNumber } = await insertOrderRow(t.db, '1 hour', 'in_transit');
    await t.db.execute(sql`update orders set courier_user_id = ${courier.userId}, subtotal_cents = 250000
      where order_number = ${orderNumber}`);
    const { manifests } = await report();
    expect(manifests).toContainEqual(
      expect.objectContaining({
        name: 'Test Courier',
        vehicleType: 'bike',
        orders: 1,
        heldCents: 250_000,
        limitCents: 500_000,
      }),
    );
  });

  it('refuses a period that ends before it starts or is longer than a year', async () => {
    const backwards = await admin.call('/api/admin/compliance?from=2025-03-02&to=2025-03-01');
    expect(backwards.status).toBe(400);
    expect(backwards.json).toMatchObject({ error: { message: 'The period must start before it ends' } });
    const long = await admin.call('/api/admin/compliance?from=2024-01-01&to=2025-03-01');
    expect(long.json).toMatchObject({ error: { message: 'A period covers at most 366 days' } });
  });
});

describe('the CSV exports', () => {
  it('the excise return: a line per day, per month and the total', async () => {
    const res = await admin.call('/api/admin/compliance/excise.csv?from=2025-03-01&to=2025-03-31');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="excise-2025-03-01-to-2025-03-31.csv"',
    );
    const lines = plainCsv(res.text).trim().split('\n');
    expect(lines[0]).toBe('period,day_or_month,delivered_orders,taxable_sales,excise_13_percent');
    expect(lines).toHaveLength(1 + 31 + 1 + 1);
    expect(lines).toContain('day,2025-03-09,1,90.00,11.70');
    expect(lines.at(-1)).toBe('total,2025-03-01..2025-03-31,1,90.00,11.70');
  });

  it('the age checks, filtered', async () => {
    const res = await admin.call('/api/admin/age-verification/export.csv?outcome=failed');
    expect(res.status).toBe(200);
    const lines = plainCsv(res.text).trim().split('\n');
    expect(lines[0]).toBe(
      'at,kind,outcome,order_number,birth_date,age_at_order,attested,courier,reason,user_id,id_method,signature',
    );
    expect(lines.slice(1).every((l) => l.split(',')[2] === 'failed')).toBe(true);
    expect(lines.some((l) => l.includes('No valid government ID'))).toBe(true);
  });
});

describe('who may see compliance', () => {
  it.each([
    ['/api/admin/compliance'],
    ['/api/admin/compliance/excise.csv'],
    ['/api/admin/age-verification'],
    ['/api/admin/age-verification/export.csv'],
  ])('support is refused %s with a clear message; a customer too', async (path) => {
    const support = await staffClient(t, 'support');
    const res = await support.call(path);
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ error: { message: 'Only admins can see the compliance reports' } });
    expect((await (await signedInClient(t.app)).call(path)).status).toBe(403);
  });
});
