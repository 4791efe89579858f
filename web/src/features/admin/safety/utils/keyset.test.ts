import { describe, expect, it } from 'vitest';
import { listQueryString } from './keyset.ts';

const params = (cursor: string | null, filters: Record<string, string> = {}) => ({
  sort: null,
  dir: 'asc' as const,
  cursor,
  filters,
});

describe('keyset lists', () => {
  it('sends the filters it knows, days as local midnights with the end day included', () => {
    const query = new URLSearchParams(
      listQueryString(params('c1', { status: 'open', from: '2026-11-02', to: '2026-11-03', x: 'y' }), [
        'status',
        'from',
        'to',
      ]),
    );
    expect(query.get('status')).toBe('open');
    expect(query.get('from')).toBe(new Date(2026, 10, 2).toISOString());
    expect(query.get('to')).toBe(new Date(2026, 10, 4).toISOString());
    expect(query.get('x')).toBeNull();
    expect(query.get('cursor')).toBe('c1');
  });
});
