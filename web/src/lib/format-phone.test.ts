import { describe, expect, it } from 'vitest';
import { formatPhone } from './format-phone.ts';

describe('formatPhone', () => {
  it('formats 10 digits as (718) 555-0142', () => {
    expect(formatPhone('7185550142')).toBe('(718) 555-0142');
    expect(formatPhone('3475550178')).toBe('(347) 555-0178');
  });

  it('shows anything else as stored', () => {
    expect(formatPhone('555')).toBe('555');
    expect(formatPhone('555-0178')).toBe('555-0178');
    expect(formatPhone('')).toBe('');
  });
});
