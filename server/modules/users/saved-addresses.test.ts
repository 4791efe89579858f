import { describe, expect, it } from 'vitest';
import { addressToPromote, type AddressSlot } from './saved-addresses.ts';

const slot = (id: string, day: number, isDefault = false): AddressSlot => ({
  id,
  isDefault,
  createdAt: new Date(Date.UTC(2026, 0, day)),
});

describe('addressToPromote', () => {
  it('promotes the most recently saved address when the default is removed', () => {
    const addresses = [slot('a', 1, true), slot('b', 3), slot('c', 2)];
    expect(addressToPromote(addresses, 'a')).toBe('b');
  });

  it('changes nothing when another address is removed and the default remains', () => {
    const addresses = [slot('a', 1, true), slot('b', 3), slot('c', 2)];
    expect(addressToPromote(addresses, 'b')).toBeNull();
  });

  it('returns null when the last address is removed', () => {
    expect(addressToPromote([slot('a', 1, true)], 'a')).toBeNull();
    expect(addressToPromote([], 'a')).toBeNull();
  });

  it('repairs a list that had no default, and breaks a tie in saving time by id', () => {
    expect(addressToPromote([slot('a', 1), slot('b', 2), slot('c', 2)], 'x')).toBe('c');
  });

  it('does not depend on the order it is given', () => {
    const addresses = [slot('c', 2), slot('a', 1, true), slot('b', 5)];
    expect(addressToPromote(addresses, 'a')).toBe('b');
    expect(addressToPromote([...addresses].reverse(), 'a')).toBe('b');
  });
});
