import { describe, expect, it } from 'vitest';
import { readPreset, salesRange } from './sales-period.ts';

// 02:30 UTC on Mar 1 is still Feb 29 in New York (UTC−5).
const NOW = new Date('2024-03-01T02:30:00Z');

describe('salesRange', () => {
  it.each([
    ['today', { from: '2024-02-29', to: '2024-02-29' }],
    ['7d', { from: '2024-02-23', to: '2024-02-29' }],
    ['30d', { from: '2024-01-31', to: '2024-02-29' }],
    ['month', { from: '2024-02-01', to: '2024-02-29' }],
  ] as const)('%s counts New York days up to today', (preset, range) => {
    expect(salesRange({ preset }, NOW)).toEqual(range);
  });

  it('takes a custom period only once both days are chosen and in order', () => {
    expect(salesRange({ preset: 'custom', from: '2024-01-01' }, NOW)).toBeNull();
    expect(salesRange({ preset: 'custom', from: '2024-01-05', to: '2024-01-01' }, NOW)).toBeNull();
    expect(salesRange({ preset: 'custom', from: '2024-01-01', to: '2024-01-05' }, NOW)).toEqual({
      from: '2024-01-01',
      to: '2024-01-05',
    });
  });

  it('reads an unknown preset as 30 days', () => {
    expect(readPreset('year')).toBe('30d');
    expect(readPreset('month')).toBe('month');
  });
});
