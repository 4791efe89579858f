import { describe, expect, it } from 'vitest';
import type { AdminOrderRow } from '#domain/admin/order-list.ts';
import type { OrderStatus } from '#domain/orders/status.ts';
import { ageText, applyBoardEvent, boardColumns, lateness } from './board.ts';

const NOW = Date.parse('2026-05-01T16:00:00Z');
const minutes = (n: number) => new Date(NOW + n * 60_000).toISOString();

const row = (id: string, status: OrderStatus, createdMinutesAgo = 10, windowEndIn = 60): AdminOrderRow => ({
  id,
  orderNumber: `NYM-${id}`,
  trackingCode: `T${id}`,
  status,
  createdAt: minutes(-createdMinutesAgo),
  customerName: 'Ada Lovelace',
  email: 'ada@example.test',
  borough: 'Brooklyn',
  shopName: null,
  courierName: null,
  totalCents: 4500,
  paymentMethod: 'cash',
  delivery: { isAsap: true, windowStart: minutes(-createdMinutesAgo), windowEnd: minutes(windowEndIn) },
  risk: { score: 0, held: false },
});
const at = minutes(0);
const ids = (rows: AdminOrderRow[]) => boardColumns(rows).map((c) => [c.status, c.orders.map((o) => o.id)]);

describe('boardColumns', () => {
  it('puts each order in its status column, oldest first, with a column for every active status', () => {
    const rows = [row('b', 'pending', 5), row('a', 'pending', 20), row('c', 'ready'), row('d', 'in_transit')];
    expect(ids(rows)).toEqual([
      ['pending', ['a', 'b']],
      ['confirmed', []],
      ['preparing', []],
      ['ready', ['c']],
      ['in_transit', ['d']],
    ]);
    expect(boardColumns([]).map((c) => c.title)).toEqual([
      'Pending',
      'Confirmed',
      'Preparing',
      'Ready',
      'In transit',
    ]);
  });
});

describe('applyBoardEvent', () => {
  const rows = [row('a', 'pending'), row('b', 'preparing')];

  it('moves a card when its order changes status', () => {
    const update = applyBoardEvent(rows, { kind: 'order.status', orderId: 'a', status: 'confirmed', at });
    expect(update.refetch).toBe(false);
    expect(ids(update.rows)[1]).toEqual(['confirmed', ['a']]);
    expect(ids(update.rows)[0]).toEqual(['pending', []]);
  });

  it.each(['delivered', 'cancelled', 'returned'] as const)('takes a %s order off the board', (status) => {
    const update = applyBoardEvent(rows, { kind: 'order.status', orderId: 'b', status, at });
    expect(update).toEqual({ rows: [rows[0]], refetch: false });
  });

  it('asks for a refetch on a new order, or a status change of an order it does not hold', () => {
    expect(applyBoardEvent(rows, { kind: 'order.created', orderId: 'new', at })).toEqual({
      rows,
      refetch: true,
    });
    expect(applyBoardEvent(rows, { kind: 'order.status', orderId: 'x', status: 'ready', at }).refetch).toBe(
      true,
    );
  });

  it('ignores a created event for an order already there, and a final status of an unknown order', () => {
    expect(applyBoardEvent(rows, { kind: 'order.created', orderId: 'a', at }).refetch).toBe(false);
    expect(applyBoardEvent(rows, { kind: 'order.status', orderId: 'x', status: 'delivered', at })).toEqual({
      rows,
      refetch: false,
    });
  });
});

describe('lateness', () => {
  it('is fine while the window ends more than 15 minutes from now', () => {
    expect(lateness(row('a', 'preparing', 10, 16), NOW)).toEqual({ late: false, text: null });
  });

  it('warns, in words, when the window ends within 15 minutes and the order is not yet out', () => {
    expect(lateness(row('a', 'ready', 10, 15), NOW)).toEqual({ late: true, text: 'Window ends in 15 min' });
    expect(lateness(row('a', 'pending', 10, 0), NOW)).toEqual({ late: true, text: 'Window ends in 0 min' });
  });

  it('does not warn for an order in transit until its window has passed', () => {
    expect(lateness(row('a', 'in_transit', 10, 5), NOW)).toEqual({ late: false, text: null });
    expect(lateness(row('a', 'in_transit', 10, -4), NOW)).toEqual({
      late: true,
      text: 'Window missed 4 min ago',
    });
  });

  it('says how long ago the window was missed', () => {
    expect(lateness(row('a', 'confirmed', 90, -30), NOW)).toEqual({
      late: true,
      text: 'Window missed 30 min ago',
    });
  });
});

describe('ageText', () => {
  it('reads the age of an order in minutes, then hours', () => {
    expect(ageText(minutes(0), NOW)).toBe('just now');
    expect(ageText(minutes(-12), NOW)).toBe('12 min');
    expect(ageText(minutes(-60), NOW)).toBe('1 h');
    expect(ageText(minutes(-125), NOW)).toBe('2 h 5 min');
  });
});
