import { describe, expect, it } from 'vitest';
import { listQueryString } from './keyset.ts';

const params = (cursor: string | null, filters: Record<string, string> = {}) => ({
  sort: null,
  dir: 'asc' as const,
  cursor,
  filters,
});

describe('keyset lists', () => {
  it('sends the filters it knows, days as New York midnights with the end day included', () => {
    const query = new URLSearchParams(
      listQueryString(params('c1', { status: 'open', from: '2026-11-02', to: '2026-11-03', x: 'y' }), [
        'status',
        'from',
        'to',
      ]),
    );
    expect(query.get('status')).toBe('open');
    expect(query.get('from')).toBe('2026-11-02T05:00:00.000Z');
    expect(query.get('to')).toBe('2026-11-04T05:00:00.000Z');
    expect(query.get('x')).toBeNull();
    expect(query.get('cursor')).toBe('c1');
  });
});
