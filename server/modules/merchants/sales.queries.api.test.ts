import { describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { sqlRows, type TestApp } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';
import { salesByDaySql, salesByProductSql } from './sales.queries.ts';

const t = useTestApp();

const RANGE = {
  shopId: '00000000-0000-4000-8000-000000000000',
  from: new Date('2026-10-27T04:00:00Z'),
  to: new Date('2026-11-26T05:00:00Z'),
};

/** The plan of a statement with sequential scans priced out: without a usable index one still shows. */
const plan = (statement: SQL) =>
  t.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const rows = await sqlRows<{ 'QUERY PLAN': string }>(
      tx as unknown as TestApp['db'],
      sql`explain ${statement}`,
    );
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  });

describe("a shop's sales report reads only the period's delivered orders, through their partial index", () => {
  it.each([
    ['by day', salesByDaySql(RANGE)],
    ['by product', salesByProductSql(RANGE)],
  ])('%s', async (_, statement) => {
    const text = await plan(statement);
    expect(text).toMatch(/orders_merchant_delivered_idx/);
    expect(text).not.toMatch(/Seq Scan on orders/);
  });
});
