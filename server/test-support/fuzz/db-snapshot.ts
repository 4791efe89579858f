import { sql } from 'drizzle-orm';
import { sqlRows, type TestApp } from '../test-app.ts';

export type Snapshot = Record<string, number>;

/** One query that counts the rows of every table and adds up the stock: cheap enough to run often. */
export async function snapshotter(db: TestApp['db']): Promise<() => Promise<Snapshot>> {
  const tables = await sqlRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
  );
  const columns = [
    ...tables.map(({ name }) => `(select count(*) from "${name}")::int as "${name}"`),
    `(select coalesce(sum(stock), 0) from product_variants)::int as "product_variants.stock"`,
  ];
  const query = sql.raw(`select ${columns.join(', ')}`);
  return async () => (await sqlRows<Snapshot>(db, query))[0]!;
}

export const changes = (before: Snapshot, after: Snapshot, ignore: string[] = []) =>
  Object.keys(after)
    .filter((k) => before[k] !== after[k] && !ignore.includes(k))
    .map((k) => `${k} ${before[k]} → ${after[k]}`);
