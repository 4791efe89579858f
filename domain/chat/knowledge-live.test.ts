import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../admin/settings.ts';
import { everyDay } from '../compliance/store-hours.ts';
import { liveAnswer, weeklyHoursText, zipAnswer } from './knowledge-live.ts';

const settings = defaultSettings('');
// Monday 23 Nov 2026, noon and 23:00 in New York.
const NOON = new Date('2026-11-23T17:00:00Z');
const LATE = new Date('2026-11-24T04:00:00Z');

describe('answers from the live settings', () => {
  it('words the week’s hours in runs of equal days', () => {
    expect(weeklyHoursText(settings.storeHours)).toBe('every day 10:00 AM–10:00 PM');
    const weekend = {
      ...everyDay({ opensHour: 10, closesHour: 22 }),
      sat: { opensHour: 11, closesHour: 23 },
    };
    expect(weeklyHoursText({ ...weekend, sun: { opensHour: 11, closesHour: 23 } })).toBe(
      'Mon–Fri 10:00 AM–10:00 PM, Sat–Sun 11:00 AM–11:00 PM',
    );
    expect(weeklyHoursText({ ...weekend, wed: { opensHour: 12, closesHour: 20 } })).toBe(
      'Mon–Tue 10:00 AM–10:00 PM, Wed 12:00 PM–8:00 PM, Thu–Fri 10:00 AM–10:00 PM, Sat 11:00 AM–11:00 PM, Sun 10:00 AM–10:00 PM',
    );
  });

  it('says whether the store is open now', () => {
    expect(liveAnswer('hours', settings, NOON)).toContain('We are open now');
    expect(liveAnswer('hours', settings, LATE)).toContain('We are closed right now');
  });

  it('quotes the fees, threshold, first-order percent and edible limits in force', () => {
    const changed = {
      ...settings,
      deliveryFees: { Manhattan: 1200, Brooklyn: 700, Queens: 600 },
      freeDeliveryThresholdCents: 15_000,
      firstOrderPercent: 15,
      edibleLimits: { mgPerServing: 5, mgPerPackage: 50, mgPerOrder: 500 },
    };
    expect(liveAnswer('fees', changed, NOON)).toContain('$150.00 or more');
    expect(liveAnswer('fees', changed, NOON)).toContain('Manhattan $12.00, Brooklyn $7.00 and Queens $6.00');
    expect(liveAnswer('firstOrder', changed, NOON)).toContain(
      'your first order gets 15% off and free delivery',
    );
    expect(liveAnswer('limits', changed, NOON)).toContain(
      '5 mg THC a serving, 50 mg a package and 500 mg an order',
    );
  });

  it('checks a ZIP against the served ZIPs, naming the borough', () => {
    expect(zipAnswer('11201', settings)).toMatchObject({ served: true });
    expect(zipAnswer('11201', settings).message).toMatch(/^Yes, we deliver to 11201 \(Brooklyn\)/);
    expect(zipAnswer('10701', settings).message).toBe(
      'Sorry, 10701 is outside our delivery area (Manhattan, Brooklyn and Queens). We can only deliver to residential addresses there.',
    );
    const onlyBrooklyn = { ...settings, deliveryZips: ['11201', '11215'] };
    expect(zipAnswer('10011', onlyBrooklyn).served).toBe(false);
    expect(zipAnswer('10011', onlyBrooklyn).message).toContain('(Brooklyn)');
  });
});
