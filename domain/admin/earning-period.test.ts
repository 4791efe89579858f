import { describe, expect, it } from 'vitest';
import { earningWindow } from './earning-period.ts';

// Wednesday 2026-11-25, 03:00 in New York (08:00 UTC).
const NOW = new Date('2026-11-25T08:00:00Z');

describe('earningWindow', () => {
  it('covers today from midnight in New York', () => {
    expect(earningWindow({ period: 'today' }, NOW)).toEqual({
      from: '2026-11-25',
      to: '2026-11-25',
      start: new Date('2026-11-25T05:00:00Z'),
      end: new Date('2026-11-26T05:00:00Z'),
    });
  });

  it('starts the week on Monday and the month on the 1st', () => {
    expect(earningWindow({ period: 'week' }, NOW).from).toBe('2026-11-23');
    expect(earningWindow({ period: 'month' }, NOW).start).toEqual(new Date('2026-11-01T04:00:00Z'));
  });

  it('takes chosen days inclusive, across the end of daylight saving time', () => {
    const w = earningWindow({ period: 'custom', from: '2026-10-31', to: '2026-11-01' }, NOW);
    expect(w.start).toEqual(new Date('2026-10-31T04:00:00Z'));
    expect(w.end).toEqual(new Date('2026-11-02T05:00:00Z'));
  });
});
