import { describe, expect, it } from 'vitest';
import { AnalyticsQuerySchema, analyticsSpans, daysOf } from './analytics.ts';
import { nyMidnight, shiftDay } from '../time/new-york.ts';

describe('analytics periods', () => {
  it('starts New York days at New York midnight, across daylight saving changes', () => {
    expect(nyMidnight('2026-07-20').toISOString()).toBe('2026-07-20T04:00:00.000Z');
    expect(nyMidnight('2026-11-20').toISOString()).toBe('2026-11-20T05:00:00.000Z');
    expect(shiftDay('2026-11-01', -1)).toBe('2026-10-31');
    expect(daysOf({ firstDay: '2026-10-31', lastDay: '2026-11-02' })).toEqual([
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
    ]);
  });

  it('compares a period with the same number of days just before, and today with yesterday until now', () => {
    const now = new Date('2026-11-25T15:30:00Z');
    const week = analyticsSpans({ period: '7d' }, now);
    expect([week.current.firstDay, week.current.lastDay, week.current.to]).toEqual([
      '2026-11-19',
      '2026-11-25',
      now,
    ]);
    expect([week.previous.firstDay, week.previous.lastDay]).toEqual(['2026-11-12', '2026-11-18']);
    expect(week.previous.to.toISOString()).toBe('2026-11-19T04:59:59.999Z');
    const today = analyticsSpans({ period: 'today' }, now);
    expect(today.previous.firstDay).toBe('2026-11-24');
    expect(today.previous.to.toISOString()).toBe('2026-11-24T15:30:00.000Z');
    const custom = analyticsSpans({ period: 'custom', from: '2026-10-01', to: '2026-10-10' }, now);
    expect([custom.previous.firstDay, custom.previous.lastDay]).toEqual(['2026-09-21', '2026-09-30']);
  });

  it('refuses a custom period without both dates, reversed or longer than a year', () => {
    const message = (q: Record<string, string>) =>
      AnalyticsQuerySchema.safeParse(q).error?.issues[0]?.message;
    expect(message({ period: 'custom', from: '2026-01-01' })).toBe(
      'A custom period needs a start and an end date',
    );
    expect(message({ period: 'custom', from: '2026-02-01', to: '2026-01-01' })).toBe(
      'The start date must not be after the end date',
    );
    expect(message({ period: 'custom', from: '2024-01-01', to: '2025-06-01' })).toBe(
      'A period may span at most 366 days',
    );
    expect(AnalyticsQuerySchema.parse({}).period).toBe('30d');
  });
});
