import { describe, expect, it } from 'vitest';
import { ordersCsvUrl } from './export-links.ts';

describe('ordersCsvUrl', () => {
  it('names the whole of both days, the end exclusive at the next midnight', () => {
    const url = new URL(ordersCsvUrl('2026-11-01', '2026-11-30'), 'http://x');
    expect(url.pathname).toBe('/api/admin/orders/export.csv');
    const from = new Date(url.searchParams.get('from')!);
    const to = new Date(url.searchParams.get('to')!);
    expect([from.getDate(), from.getHours()]).toEqual([1, 0]);
    expect([to.getMonth(), to.getDate(), to.getHours()]).toEqual([11, 1, 0]);
  });

  it('leaves out an empty end of the period', () => {
    expect(ordersCsvUrl('', '')).toBe('/api/admin/orders/export.csv');
  });
});
