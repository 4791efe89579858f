import { describe, expect, it } from 'vitest';
import { defaultSettings, StoreSettingsSchema } from '#domain/admin/settings.ts';
import { changedSettings } from './settings-changes.ts';

const saved = defaultSettings('');

describe('changedSettings', () => {
  it('is empty when nothing changed, whatever the ZIP order', () => {
    const values = structuredClone(saved);
    values.deliveryZips = [...values.deliveryZips].reverse();
    expect(changedSettings(saved, values)).toEqual({});
  });

  it('keeps only the settings that changed, each whole', () => {
    const values = structuredClone(saved);
    values.deliveryFees.Manhattan = 1234;
    values.features.giveaway = true;
    expect(changedSettings(saved, values)).toEqual({
      deliveryFees: { ...saved.deliveryFees, Manhattan: 1234 },
      features: { giveaway: true, supportChat: false },
    });
  });

  it('sees an added ZIP and an edited day of store hours', () => {
    const values = structuredClone(saved);
    values.deliveryZips = values.deliveryZips.slice(1);
    values.storeHours.sat = { opensHour: 11, closesHour: 20 };
    expect(Object.keys(changedSettings(saved, values))).toEqual(['storeHours', 'deliveryZips']);
  });

  it('does not count spaces around the map tile address as a change', () => {
    expect(changedSettings(saved, { ...saved, mapTileUrl: '  ' })).toEqual({});
  });
});

describe('the settings schema messages the form shows', () => {
  const messages = (values: unknown) => {
    const result = StoreSettingsSchema.safeParse(values);
    const found: Record<string, string> = {};
    for (const issue of result.success ? [] : result.error.issues)
      found[issue.path.join('.')] ??= issue.message;
    return found;
  };

  it('refuses a ZIP outside the boroughs and a malformed one', () => {
    expect(messages({ ...saved, deliveryZips: ['10001', '07030', '123'] })).toEqual({
      'deliveryZips.1': 'ZIP 07030 is not in Manhattan, Brooklyn or Queens',
      'deliveryZips.2': 'A ZIP code has 5 digits',
    });
  });

  it('refuses store hours before 8 AM and a closing before the opening', () => {
    const early = structuredClone(saved);
    early.storeHours.mon = { opensHour: 7, closesHour: 20 };
    expect(messages(early)).toEqual({
      'storeHours.mon.opensHour': 'The store cannot open before 8:00 AM (9 NYCRR 125)',
    });
    const backwards = structuredClone(saved);
    backwards.storeHours.tue = { opensHour: 20, closesHour: 12 };
    expect(messages(backwards)).toEqual({ 'storeHours.tue': 'Closing time must be after opening time' });
  });

  it('refuses a fee or a carry limit over the rule', () => {
    const values = structuredClone(saved);
    values.deliveryFees.Queens = -1;
    values.carryLimitsCents.car = 2_000_001;
    expect(messages(values)).toEqual({
      'deliveryFees.Queens': 'The Queens delivery fee cannot be negative',
      'carryLimitsCents.car': 'The car carry limit cannot be more than $20,000.00',
    });
  });

  it('refuses an edible serving over 10 mg', () => {
    const values = structuredClone(saved);
    values.edibleLimits.mgPerServing = 12;
    expect(messages(values)).toEqual({
      'edibleLimits.mgPerServing': 'An edible serving may hold at most 10 mg THC (OCM)',
    });
  });
});
