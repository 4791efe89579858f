import { describe, expect, it } from 'vitest';
import { presetOf, presetPeriod, readPeriod } from './period.ts';

// 01:30 UTC on 1 March is still 28 February in New York.
const now = new Date('2026-03-01T01:30:00Z');

describe('compliance periods', () => {
  it('counts presets in New York days, today included', () => {
    expect(presetPeriod('30d', now)).toEqual({ from: '2026-01-30', to: '2026-02-28' });
    expect(presetPeriod('ytd', now)).toEqual({ from: '2026-01-01', to: '2026-02-28' });
    expect(presetPeriod('12m', now)).toEqual({ from: '2025-03-01', to: '2026-02-28' });
  });

  it('reads the period from the address, else the last 30 days, and names its preset', () => {
    const custom = readPeriod(new URLSearchParams('from=2025-03-01&to=2025-03-31'), now);
    expect(custom).toEqual({ from: '2025-03-01', to: '2025-03-31' });
    expect(presetOf(custom, now)).toBeNull();
    const fallback = readPeriod(new URLSearchParams('from=nonsense'), now);
    expect(presetOf(fallback, now)).toBe('30d');
  });
});
