import { describe, expect, it } from 'vitest';
import { activeFilterCount, dayStart, orderQueryString } from './order-filters.ts';

const base = { sort: null, dir: 'asc' as const, filters: {} };

describe('orderQueryString', () => {
  it('asks for nothing more than the server default without filters', () => {
    expect(orderQueryString(base)).toBe('');
  });

  it('passes the filters on and maps the sorted column to the server sort', () => {
    const query = new URLSearchParams(
      orderQueryString(
        {
          sort: 'totalCents',
          dir: 'desc',
          filters: {
            q: ' NYM-1 ',
            status: 'pending,ready',
            borough: 'Brooklyn',
            coupon: 'SAVE5',
            payment: 'cash',
          },
        },
        'abc',
      ),
    );
    expect(Object.fromEntries(query)).toEqual({
      q: 'NYM-1',
      status: 'pending,ready',
      borough: 'Brooklyn',
      coupon: 'SAVE5',
      payment: 'cash',
      sort: 'total_desc',
      cursor: 'abc',
    });
    expect(orderQueryString({ ...base, sort: 'createdAt', dir: 'asc' })).toBe('sort=created_asc');
    expect(orderQueryString({ ...base, sort: 'customerName', dir: 'asc' })).toBe('');
  });

  it('turns the date range into instants: from New York midnight of the first day to midnight after the last', () => {
    const query = new URLSearchParams(
      orderQueryString({ ...base, filters: { from: '2026-03-07', to: '2026-03-08' } }),
    );
    // Whatever the zone of the browser: 8 March 2026 is the day the clocks spring forward.
    expect(query.get('from')).toBe('2026-03-07T05:00:00.000Z');
    expect(query.get('to')).toBe('2026-03-09T04:00:00.000Z');
  });

  it('leaves out a date that is not a day', () => {
    expect(dayStart('yesterday')).toBeNull();
    expect(orderQueryString({ ...base, filters: { from: 'soon' } })).toBe('');
  });
});

describe('activeFilterCount', () => {
  it('counts the filters but not the search', () => {
    expect(activeFilterCount({ q: 'x', status: 'pending', shop: 's' })).toBe(2);
  });
});
