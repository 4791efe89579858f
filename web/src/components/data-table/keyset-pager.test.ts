import { describe, expect, it } from 'vitest';
import { keysetPager } from './keyset-pager.ts';

const params = (cursor: string | null, filters: Record<string, string> = {}) => ({
  sort: null,
  dir: 'asc' as const,
  cursor,
  filters,
});

describe('keyset pages', () => {
  it('remembers the way back to the page before', () => {
    const page = keysetPager();
    expect(page(params(null), [1], 'a')).toEqual({ rows: [1], nextCursor: 'a', prevCursor: null });
    expect(page(params('a'), [2], 'b').prevCursor).toBeNull();
    expect(page(params('b'), [3], null)).toEqual({ rows: [3], nextCursor: null, prevCursor: 'a' });
  });
});
