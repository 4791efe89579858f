import { describe, expect, it } from 'vitest';
import { formatPhoneInput } from './phone-input.ts';

describe('formatPhoneInput', () => {
  it('formats progressively as digits arrive', () => {
    expect(formatPhoneInput('')).toBe('');
    expect(formatPhoneInput('7')).toBe('(7');
    expect(formatPhoneInput('718')).toBe('(718');
    expect(formatPhoneInput('7185')).toBe('(718) 5');
    expect(formatPhoneInput('718555')).toBe('(718) 555');
    expect(formatPhoneInput('7185550')).toBe('(718) 555-0');
    expect(formatPhoneInput('7185550142')).toBe('(718) 555-0142');
  });

  it('ignores punctuation, drops a leading country code and stops at 10 digits', () => {
    expect(formatPhoneInput('(718) 555-0142')).toBe('(718) 555-0142');
    expect(formatPhoneInput('+1 718 555 0142')).toBe('(718) 555-0142');
    expect(formatPhoneInput('71855501429')).toBe('(718) 555-0142');
  });

  it('lets a deleted digit go (backspace over the area code)', () => {
    expect(formatPhoneInput('(71')).toBe('(71');
    expect(formatPhoneInput('(')).toBe('');
  });
});
