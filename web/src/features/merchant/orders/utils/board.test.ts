import { describe, expect, it } from 'vitest';
import type { MerchantOrderCard } from '#domain/merchant/orders.ts';
import { arrivalText, groupByColumn } from './board.ts';

const card = (id: string, column: MerchantOrderCard['column'], placedAt: string) =>
  ({ id, column, placedAt }) as MerchantOrderCard;

describe('the merchant board', () => {
  it('puts each active order in its column, the longest waiting on top', () => {
    const columns = groupByColumn([
      card('b', 'new', '2026-11-23T17:05:00Z'),
      card('a', 'new', '2026-11-23T17:00:00Z'),
      card('c', 'out', '2026-11-23T16:00:00Z'),
      card('d', null, '2026-11-23T15:00:00Z'),
    ]);
    expect(columns.new.map((o) => o.id)).toEqual(['a', 'b']);
    expect(columns.preparing).toEqual([]);
    expect(columns.out.map((o) => o.id)).toEqual(['c']);
  });

  it('says when the courier arrives', () => {
    expect(arrivalText(0)).toBe('at the shop');
    expect(arrivalText(6)).toBe('arriving in 6 min');
  });
});
