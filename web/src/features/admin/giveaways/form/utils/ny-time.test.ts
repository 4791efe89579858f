import { describe, expect, it } from 'vitest';
import { fromNyInput, nyDateTime, toNyInput } from './ny-time.ts';

describe('giveaway dates in New York time', () => {
  it('reads an input as New York time, winter and summer', () => {
    expect(fromNyInput('2026-12-31T23:59')).toBe('2027-01-01T04:59:00.000Z');
    expect(fromNyInput('2026-07-04T12:00')).toBe('2026-07-04T16:00:00.000Z');
    expect(fromNyInput('2026-07-04')).toBeNull();
  });

  it('shows an instant as New York time', () => {
    expect(toNyInput('2027-01-01T04:59:00.000Z')).toBe('2026-12-31T23:59');
    expect(nyDateTime('2026-07-04T16:00:00.000Z')).toBe('Jul 4, 2026, 12:00 PM');
  });
});
