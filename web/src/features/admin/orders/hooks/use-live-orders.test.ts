import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { AdminOrderRow } from '#domain/admin/order-list.ts';
import type { TablePage } from '#web/components/data-table/table-params.ts';
import { ADMIN_ORDERS_KEY } from '#web/api/admin-orders/admin-order-keys.ts';
import { sentence } from '../utils/sentence.ts';
import { patchStatus } from './use-live-orders.ts';

const row = (id: string): AdminOrderRow => ({
  id,
  orderNumber: `NYM-${id}`,
  trackingCode: 'CODE',
  status: 'pending',
  createdAt: '2026-01-01T12:00:00.000Z',
  customerName: 'Avery Quinn',
  email: 'a@example.test',
  borough: 'Brooklyn',
  shopName: null,
  courierName: null,
  totalCents: 2195,
  paymentMethod: 'cash',
  delivery: { isAsap: true, windowStart: '2026-01-01T12:00:00.000Z', windowEnd: '2026-01-01T13:00:00.000Z' },
  risk: { score: 0, held: false },
});

describe('patchStatus', () => {
  it('puts the new status on the order in every loaded page and leaves other pages alone', () => {
    const client = new QueryClient();
    const first = [...ADMIN_ORDERS_KEY, { page: 1 }];
    const second = [...ADMIN_ORDERS_KEY, { page: 2 }];
    client.setQueryData<TablePage<AdminOrderRow>>(first, {
      rows: [row('a'), row('b')],
      nextCursor: 'x',
      prevCursor: null,
    });
    const untouched = { rows: [row('c')], nextCursor: null, prevCursor: null };
    client.setQueryData<TablePage<AdminOrderRow>>(second, untouched);

    patchStatus(client, 'b', 'confirmed');

    const page = client.getQueryData<TablePage<AdminOrderRow>>(first)!;
    expect(page.rows.map((r) => r.status)).toEqual(['pending', 'confirmed']);
    expect(client.getQueryData(second)).toBe(untouched);
  });
});

describe('sentence', () => {
  it('upper-cases the first letter only', () => {
    expect(sentence('due_at_door')).toBe('Due at door');
    expect(sentence('the store')).toBe('The store');
  });
});
