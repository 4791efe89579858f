import { describe, expect, it } from 'vitest';
import { idCheckOf } from './id-check.ts';

// 10:00 in New York on 12 April 2026.
const NOW = new Date('2026-04-12T14:00:00Z');

describe('idCheckOf', () => {
  it('passes a recipient who is 21 today in New York, and not one who turns 21 tomorrow', () => {
    expect(idCheckOf('2005-04-12', NOW)).toBe('passed');
    expect(idCheckOf('2005-04-13', NOW)).toBe('under_21');
    expect(idCheckOf('1991-04-12', NOW)).toBe('passed');
  });

  it('reads a mistyped year as under 21', () => {
    expect(idCheckOf('2019-04-12', NOW)).toBe('under_21');
  });

  it('waits for a whole, real, past date', () => {
    expect(idCheckOf('', NOW)).toBe('empty');
    expect(idCheckOf('1991-02-30', NOW)).toBe('invalid');
    expect(idCheckOf('1899-12-31', NOW)).toBe('invalid');
    expect(idCheckOf('2027-01-01', NOW)).toBe('invalid');
  });
});
