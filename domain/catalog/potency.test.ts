import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../catalog.ts';
import { potencyFieldsFor, potencyFor, potencyMismatches } from './potency.ts';

const none = {
  thcPercentage: null,
  thcaPercentage: null,
  cbdPercentage: null,
  thcMgPerServing: null,
  thcMgPerPackage: null,
};

describe('potency per category', () => {
  it('labels edibles in mg and every other category in percent', () => {
    expect(potencyFieldsFor('edibles')).toEqual(['thcMgPerServing', 'thcMgPerPackage']);
    for (const c of CATEGORIES.filter((c) => c !== 'edibles')) {
      expect(potencyFieldsFor(c)).toEqual(['thcPercentage', 'thcaPercentage', 'cbdPercentage']);
    }
  });

  it('refuses THC % on an edible and mg on flower, and accepts each in its own category', () => {
    expect(potencyMismatches('edibles', { ...none, thcPercentage: 18, thcMgPerServing: 10 })).toEqual([
      { field: 'thcPercentage', message: 'Edibles are labelled in mg: leave THC % empty' },
    ]);
    expect(potencyMismatches('flower', { ...none, thcMgPerPackage: 100 })).toEqual([
      { field: 'thcMgPerPackage', message: 'Flower is labelled in percent: leave THC mg per package empty' },
    ]);
    expect(potencyMismatches('flower', { ...none, thcPercentage: 1.2, thcaPercentage: 24 })).toEqual([]);
    expect(potencyMismatches('edibles', { ...none, thcMgPerServing: 10, thcMgPerPackage: 100 })).toEqual([]);
  });

  it('empties the figures a category does not carry and keeps the others', () => {
    expect(potencyFor('edibles', { ...none, thcPercentage: 20, thcMgPerServing: 5 })).toEqual({
      ...none,
      thcMgPerServing: 5,
    });
    expect(potencyFor('vapes', { thcaPercentage: 80, thcMgPerPackage: 50 })).toEqual({
      thcaPercentage: 80,
      thcMgPerPackage: null,
    });
  });
});
