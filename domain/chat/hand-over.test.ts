import { describe, expect, it } from 'vitest';
import { everyDay, type WeeklyHours } from '../compliance/store-hours.ts';
import { emailIn, expectedWaitMinutes, handOverMessage, nextOpeningHour } from './hand-over.ts';

const HOURS = everyDay({ opensHour: 10, closesHour: 22 });
/** New York wall time on Monday, Nov 23, 2026 (UTC-5). */
const ny = (hour: number, day = 23) => new Date(Date.UTC(2026, 10, day, hour + 5));

describe('the expected wait', () => {
  it.each([
    [1, null, 2],
    [3, null, 6],
    [1, 20, 1],
    [2, 100, 4],
    [1, 301, 6],
    [0, null, 2],
  ])('position %i, median %s s: %i min', (position, median, minutes) => {
    expect(expectedWaitMinutes(position, median)).toBe(minutes);
  });
});

describe('the hand-over line', () => {
  it('gives the wait inside hours', () => {
    expect(handOverMessage(ny(12), HOURS, { position: 1, medianClaimSeconds: 50 })).toBe(
      'Thanks — a person from our team will join this chat. Expected wait: about 1 minute.',
    );
  });

  it('says when the team is back outside hours: later today, or the next open day', () => {
    expect(nextOpeningHour(ny(3), HOURS)).toBe(10);
    const weekly: WeeklyHours = {
      ...HOURS,
      tue: { opensHour: 12, closesHour: 12 },
      wed: { opensHour: 9, closesHour: 20 },
    };
    expect(nextOpeningHour(ny(23), weekly)).toBe(9);
    expect(handOverMessage(ny(23), HOURS, { position: 1, medianClaimSeconds: null })).toBe(
      'Our team is offline right now (back at 10:00 New York time). Leave your question and your e-mail here and we will answer by e-mail.',
    );
  });
});

describe('a guest’s e-mail in a line', () => {
  it('finds the first address, lower-cased', () => {
    expect(emailIn('reach me at Dana.W+chat@Example.co.uk or x@y.test')).toBe('dana.w+chat@example.co.uk');
    expect(emailIn('no address here @ all')).toBeNull();
  });
});
