import { describe, expect, it } from 'vitest';
import { everyDay } from './store-hours.ts';
import { clockLabel, hoursSpan, shopHoursText, weeklyHoursText } from './hours-text.ts';

describe('hours text', () => {
  it('writes a span on the 12-hour clock, midnight as 12:00 AM', () => {
    expect(hoursSpan({ opensHour: 10, closesHour: 22 })).toBe('10:00 AM–10:00 PM');
    expect(hoursSpan({ opensHour: 12, closesHour: 24 })).toBe('12:00 PM–12:00 AM');
    expect(clockLabel('09:30')).toBe('9:30 AM');
    expect(clockLabel('00:00')).toBe('12:00 AM');
    expect(clockLabel('23:05')).toBe('11:05 PM');
  });

  it('says every day when all days match, else groups the days Monday first', () => {
    expect(weeklyHoursText(everyDay({ opensHour: 10, closesHour: 22 }))).toBe('every day 10:00 AM–10:00 PM');
    const weekend = { opensHour: 11, closesHour: 23 };
    const hours = { ...everyDay({ opensHour: 9, closesHour: 21 }), sat: weekend, sun: weekend };
    expect(weeklyHoursText(hours)).toBe('Mon–Fri 9:00 AM–9:00 PM, Sat–Sun 11:00 AM–11:00 PM');
    expect(weeklyHoursText({ ...everyDay({ opensHour: 10, closesHour: 22 }), wed: weekend })).toBe(
      'Mon–Tue 10:00 AM–10:00 PM, Wed 11:00 AM–11:00 PM, Thu–Sun 10:00 AM–10:00 PM',
    );
  });

  it("writes a shop's hours with its closed days", () => {
    const day = { opens: '10:00', closes: '22:00' };
    const hours = {
      '0': null,
      '1': day,
      '2': day,
      '3': day,
      '4': day,
      '5': day,
      '6': { opens: '11:30', closes: '20:00' },
    };
    expect(shopHoursText(hours)).toBe('Mon–Fri 10:00 AM–10:00 PM, Sat 11:30 AM–8:00 PM, Sun closed');
    expect(shopHoursText(Object.fromEntries(['0', '1', '2', '3', '4', '5', '6'].map((d) => [d, day])))).toBe(
      'every day 10:00 AM–10:00 PM',
    );
  });
});
