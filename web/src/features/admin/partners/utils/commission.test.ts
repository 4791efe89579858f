import { describe, expect, it } from 'vitest';
import { commissionChange, percentOf } from './commission.ts';

describe('commissionChange', () => {
  it('turns a percentage into basis points', () => {
    expect(commissionChange('17.5', 2000)).toEqual({ commissionBps: 1750 });
    expect(commissionChange(' 15% ', 2000)).toEqual({ commissionBps: 1500 });
    expect(commissionChange('0', 2000)).toEqual({ commissionBps: 0 });
  });

  it('says why it cannot send', () => {
    expect(commissionChange('', 2000)).toBe('Enter the commission as a number');
    expect(commissionChange('abc', 2000)).toBe('Enter the commission as a number');
    expect(commissionChange('101', 2000)).toBe('The commission must be between 0% and 100%');
    expect(commissionChange('-1', 2000)).toBe('The commission must be between 0% and 100%');
    expect(commissionChange('12.345', 2000)).toBe('Use at most two decimals');
    expect(commissionChange('20', 2000)).toBe('The commission is already 20%');
  });

  it('writes basis points as a percentage', () => {
    expect([percentOf(2000), percentOf(1750), percentOf(5)]).toEqual(['20%', '17.50%', '0.05%']);
  });
});
