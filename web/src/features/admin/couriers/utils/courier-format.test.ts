import { describe, expect, it } from 'vitest';
import { ageText, isStale, percent, phoneText } from './courier-format.ts';

describe('courier formats', () => {
  it('reads position ages in the largest unit', () => {
    expect([ageText(null), ageText(9), ageText(150), ageText(7200), ageText(200_000)]).toEqual([
      'Never',
      '9 s ago',
      '2 min ago',
      '2 h ago',
      '2 d ago',
    ]);
  });
  it('marks an online courier without a recent position as stale, never an offline one', () => {
    expect([isStale(30, true), isStale(300, true), isStale(null, true), isStale(null, false)]).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });
  it('shows rates and phones', () => {
    expect([percent(null), percent(0.934)]).toEqual(['—', '93%']);
    expect(phoneText('9175550142')).toBe('(917) 555-0142');
  });
});
