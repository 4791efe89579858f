import { describe, expect, it } from 'vitest';
import { nyInstant } from './new-york.ts';

describe('nyInstant', () => {
  it('reads a datetime-local value as New York time, in winter and summer', () => {
    expect(nyInstant('2026-11-24T09:00')).toEqual(new Date('2026-11-24T14:00:00Z'));
    expect(nyInstant('2026-07-01T09:00')).toEqual(new Date('2026-07-01T13:00:00Z'));
    expect(nyInstant('tomorrow')).toBeNull();
    expect(nyInstant('2026-07-04')).toBeNull();
  });
});
