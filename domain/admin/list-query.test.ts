import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { optionalText, PAGE_LINK_EXPIRED, pageCursor, pageSize, searchText } from './list-query.ts';

const Query = z.strictObject({
  q: searchText(),
  code: optionalText(5, 'Too long'),
  cursor: pageCursor(),
  limit: pageSize(100),
});
const firstError = (input: unknown) => Query.safeParse(input).error?.issues[0]?.message;

describe('the staff list query', () => {
  it('reads blank text as absent, trims the rest and pages 50 rows unless asked', () => {
    expect(Query.parse({ q: '   ', code: ' AB ', limit: '20' })).toEqual({
      q: undefined,
      code: 'AB',
      limit: 20,
    });
    expect(Query.parse({})).toEqual({ limit: 50 });
  });

  it('refuses with the words the screens show', () => {
    expect(firstError({ q: 'x'.repeat(101) })).toBe('Search with at most 100 characters');
    expect(firstError({ code: 'ABCDEF' })).toBe('Too long');
    expect(firstError({ cursor: 'x'.repeat(301) })).toBe(PAGE_LINK_EXPIRED);
    expect(firstError({ limit: 'ten' })).toBe('The page size must be a number');
    expect(firstError({ limit: '1.5' })).toBe('The page size must be a whole number');
    expect(firstError({ limit: '0' })).toBe('The page size must be at least 1');
    expect(firstError({ limit: '101' })).toBe('The page size must be at most 100');
    expect(pageCursor(200, 'Gone').safeParse('x'.repeat(201)).error?.issues[0]?.message).toBe('Gone');
  });
});
