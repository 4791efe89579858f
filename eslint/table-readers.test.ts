import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from './nym-imports.js';
import { DOC, documentedRows, END, readerRows, renderTable, START, tableReaders } from './table-readers.ts';

describe('the table-owner map in docs/architecture.md', () => {
  it('lists, for every schema file, the read models of other modules that import its tables', () => {
    const documented = documentedRows(readFileSync(join(ROOT, DOC), 'utf8'));
    expect(documented, `${DOC} has lost its ${START} … ${END} block`).not.toBeNull();
    expect(
      documented,
      `${DOC} no longer says who reads which tables: run \`npm run docs:tables\` and commit the document`,
    ).toEqual(readerRows());
  });
});

describe('tableReaders', () => {
  const root = mkdtempSync(join(tmpdir(), 'table-readers-'));
  const files: Record<string, string> = {
    'server/db/schema/orders.ts':
      "export const orders = pgTable('orders', {});\nexport const orderItems = pgTable(\n  'order_items', {});\n",
    'server/db/schema/auth.ts': "export const users = pgTable('users', {});\n",
    'server/modules/couriers/deliveries.queries.ts':
      "import { orderItems, orders as o } from '#server/db/schema/orders.ts';\nimport { users } from '../../db/schema/auth.ts';\n",
    'server/modules/orders/orders.queries.ts': "import { orders } from '#server/db/schema/orders.ts';\n",
    'server/modules/admin/search.queries.ts': "import * as all from '#server/db/schema/orders.ts';\n",
    'server/modules/couriers/couriers.repo.ts': "import { orders } from '#server/db/schema/orders.ts';\n",
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("names each foreign read model with the tables it imports, never the owner's own or a non-queries file", () => {
    const readers = tableReaders(root);
    expect(readers.get('orders.ts')).toEqual([
      { reader: 'admin/search.queries.ts', tables: ['orders', 'order_items'] },
      { reader: 'couriers/deliveries.queries.ts', tables: ['order_items', 'orders'] },
    ]);
    expect(readers.get('auth.ts')).toEqual([{ reader: 'couriers/deliveries.queries.ts', tables: ['users'] }]);
    expect(readers.get('cart.ts')).toEqual([]);
  });

  it('reads back the rows it renders, whatever the padding', () => {
    const rows = readerRows(root);
    const padded = renderTable(rows).replaceAll(' | ', '   |   ');
    expect(documentedRows(`intro\n${START}\n\n${padded}\n\n${END}\nmore`)).toEqual(rows);
    expect(rows.find(([file]) => file === '`cart.ts`')).toEqual(['`cart.ts`', 'cart', 'nobody', '']);
    expect(rows.filter(([file]) => file === '`orders.ts`').map((row) => row[2])).toEqual([
      '`admin/search.queries.ts`',
      '`couriers/deliveries.queries.ts`',
    ]);
  });
});
