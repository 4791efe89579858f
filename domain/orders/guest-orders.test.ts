import { describe, expect, it } from 'vitest';
import { guestEmailKey, guestPhoneKey } from './guest-orders.ts';

describe('guest order keys', () => {
  it('normalise an e-mail as checkout stores it', () => {
    expect(guestEmailKey('  Avery@Example.TEST ')).toBe('avery@example.test');
    expect(guestEmailKey('   ')).toBeNull();
    expect(guestEmailKey(null)).toBeNull();
  });

  it('keep a phone’s ten digits', () => {
    expect(guestPhoneKey('(212) 555-0142')).toBe('2125550142');
    expect(guestPhoneKey('+1 212 555 0142')).toBe('2125550142');
    expect(guestPhoneKey('555-0142')).toBeNull();
    expect(guestPhoneKey(null)).toBeNull();
  });
});
