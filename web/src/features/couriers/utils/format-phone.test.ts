import { describe, expect, it } from 'vitest';
import { formatPhone } from './format-phone.ts';

describe('formatPhone', () => {
  it('groups ten digits the American way and leaves anything else alone', () => {
    expect(formatPhone('3475550178')).toBe('(347) 555-0178');
    expect(formatPhone('555-0178')).toBe('555-0178');
  });
});
