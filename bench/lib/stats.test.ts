import { describe, expect, it } from 'vitest';
import { median, medianItem, spread } from './stats.ts';

describe('median and spread', () => {
  it('takes the middle of an odd count and the mean of the middle two of an even count', () => {
    expect(median([97, 99, 98])).toBe(98);
    expect(median([90, 100, 96, 98])).toBe(97);
    expect(median([])).toBeNull();
  });

  it('gives the lowest and highest value', () => {
    expect(spread([98, 95, 99])).toEqual([95, 99]);
    expect(spread([])).toBeNull();
  });

  it('picks the run whose score is the median, so its other metrics come from one real run', () => {
    const runs = [
      { score: 99, tbt: 10 },
      { score: 93, tbt: 400 },
      { score: 97, tbt: 90 },
    ];
    expect(medianItem(runs, (r) => r.score)).toEqual({ score: 97, tbt: 90 });
    expect(medianItem(runs.slice(0, 2), (r) => r.score)).toEqual({ score: 93, tbt: 400 });
    expect(medianItem([], (r: { score: number }) => r.score)).toBeNull();
  });
});
