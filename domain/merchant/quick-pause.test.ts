import { describe, expect, it } from 'vitest';
import { pausedUntilLabel, quickPauseEnd, QuickPauseSchema } from './quick-pause.ts';

const tenToTen = { opens: '10:00', closes: '22:00' };
const week = {
  '0': null,
  '1': tenToTen,
  '2': tenToTen,
  '3': tenToTen,
  '4': tenToTen,
  '5': { opens: '10:00', closes: '23:00' },
  '6': tenToTen,
};
const everyDay = Object.fromEntries(['0', '1', '2', '3', '4', '5', '6'].map((d) => [d, tenToTen]));
const at = (iso: string) => new Date(iso);

describe('quick pause end', () => {
  // Mon 2026-11-23 12:00 EST
  const noon = at('2026-11-23T17:00:00Z');

  it('pauses 30 minutes or an hour of real time', () => {
    expect(quickPauseEnd('30m', week, noon)).toEqual(at('2026-11-23T17:30:00Z'));
    expect(quickPauseEnd('1h', week, noon)).toEqual(at('2026-11-23T18:00:00Z'));
  });

  it('an hour across the autumn change is sixty minutes, though the wall clock shows 1:30 twice', () => {
    // Sun 2026-11-01 1:30 AM EDT → 1:30 AM EST
    expect(quickPauseEnd('1h', week, at('2026-11-01T05:30:00Z'))).toEqual(at('2026-11-01T06:30:00Z'));
  });

  it('the rest of today ends when the shop closes today, in New York time', () => {
    expect(quickPauseEnd('today', week, noon)).toEqual(at('2026-11-24T03:00:00Z')); // Mon 22:00 EST
    // Fri closes at 23:00
    expect(quickPauseEnd('today', week, at('2026-11-27T17:00:00Z'))).toEqual(at('2026-11-28T04:00:00Z'));
    // Before opening, still today's closing
    expect(quickPauseEnd('today', week, at('2026-11-23T13:00:00Z'))).toEqual(at('2026-11-24T03:00:00Z'));
  });

  it('near midnight, past closing time: until New York midnight, not the next day’s closing', () => {
    // Mon 23:50 EST (04:50Z on Tuesday in UTC)
    expect(quickPauseEnd('today', week, at('2026-11-24T04:50:00Z'))).toEqual(at('2026-11-24T05:00:00Z'));
    // Mon 23:59:30 EST
    expect(quickPauseEnd('today', week, at('2026-11-24T04:59:30Z'))).toEqual(at('2026-11-24T05:00:00Z'));
  });

  it('on a day without hours: until New York midnight', () => {
    // Sun 2026-11-22 12:00 EST
    expect(quickPauseEnd('today', week, at('2026-11-22T17:00:00Z'))).toEqual(at('2026-11-23T05:00:00Z'));
  });

  it('on the autumn change day: the closing and midnight in EST (UTC−5) after a morning in EDT', () => {
    // Sun 2026-11-01 00:30 EDT (04:30Z): closing 22:00 EST is 03:00Z the next day
    expect(quickPauseEnd('today', everyDay, at('2026-11-01T04:30:00Z'))).toEqual(at('2026-11-02T03:00:00Z'));
    // A day without hours: midnight EST
    expect(quickPauseEnd('today', week, at('2026-11-01T04:30:00Z'))).toEqual(at('2026-11-02T05:00:00Z'));
  });

  it('on the spring change day: the closing and midnight in EDT (UTC−4) after a night in EST', () => {
    // Sun 2026-03-08 01:30 EST (06:30Z), before the clocks skip 2:00 → 3:00
    expect(quickPauseEnd('today', everyDay, at('2026-03-08T06:30:00Z'))).toEqual(at('2026-03-09T02:00:00Z'));
    // Sun 23:30 EDT (03:30Z Monday): past closing, midnight EDT
    expect(quickPauseEnd('today', everyDay, at('2026-03-09T03:30:00Z'))).toEqual(at('2026-03-09T04:00:00Z'));
  });

  it('refuses an unknown length with a plain message', () => {
    const parsed = QuickPauseSchema.safeParse({ pause: 'forever' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(
      'Choose how long to pause: 30 min, 1 hour or the rest of today',
    );
  });

  it('says until when in New York time: the time today, the weekday after', () => {
    expect(pausedUntilLabel(at('2026-11-23T20:15:00Z'), noon)).toBe('Paused until 3:15 PM');
    expect(pausedUntilLabel(at('2026-11-24T14:00:00Z'), noon)).toBe('Paused until Tue 9:00 AM');
  });
});
