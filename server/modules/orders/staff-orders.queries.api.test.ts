import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AdminOrderFiltersSchema } from '#domain/admin/order-list.ts';
import { sqlRows, type TestApp } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';
import { staffOrderPageQuery } from './staff-orders.queries.ts';

const t = useTestApp();

const ID = '00000000-0000-4000-8000-000000000000';

/** The plan of one page, with sequential scans priced out: a filter without an index still shows one. */
async function plan(query: Record<string, unknown>, after: { value: string; id: string } | null = null) {
  const filters = AdminOrderFiltersSchema.parse(query);
  return t.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const rows = await sqlRows<{ 'QUERY PLAN': string }>(
      tx as unknown as TestApp['db'],
      sql`explain ${staffOrderPageQuery(tx, filters, after, 51)}`,
    );
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

describe('the staff order list reads orders through an index for every filter, search and sort', () => {
  it.each([
    [{}],
    [{ sort: 'created_asc' }],
    [{ sort: 'total_desc' }],
    [{ status: ['pending', 'ready'] }],
    [{ shop: ID }],
    [{ borough: 'Queens' }],
    [{ courier: 'someone' }],
    [{ payment: 'debit' }],
    [{ coupon: 'SAVE5' }],
    [{ from: '2026-11-01T00:00:00Z', to: '2026-11-02T00:00:00Z' }],
    [{ q: 'someone@example.test' }],
    [{ q: '(212) 555-0142' }],
    [{ q: 'NYM-ABC234' }],
    [{ q: 'avery q' }],
  ])('%j', async (query) => {
    expect(await plan(query)).not.toMatch(/Seq Scan on orders/);
  });

  it('after a cursor too', async () => {
    const after = { value: '2026-11-23T17:00:00.000000Z', id: ID };
    expect(await plan({}, after)).not.toMatch(/Seq Scan on orders/);
    expect(await plan({ sort: 'total_asc' }, { value: '1200', id: ID })).not.toMatch(/Seq Scan on orders/);
  });
});
