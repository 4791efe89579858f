import { describe, expect, it } from 'vitest';
import { parseSearchQuery } from './search-query.ts';
import { compareHits, fitsQuery, thcDistance, type Hit } from './search-rank.ts';

const flower = {
  category: 'flower' as const,
  strainType: 'indica' as const,
  description: 'The grower describes the effect as calm, best kept for the evening.',
  thcPercentage: 1,
  thcaPercentage: 27,
  thcMgPerServing: null,
};
const edible = {
  ...flower,
  category: 'edibles' as const,
  strainType: 'hybrid' as const,
  description: 'Start with one square and wait.',
  thcPercentage: null,
  thcaPercentage: null,
  thcMgPerServing: 10,
};

describe('fitsQuery', () => {
  it('holds a product to every filter the query named', () => {
    expect(fitsQuery(flower, parseSearchQuery('indica flower'))).toBe(true);
    expect(fitsQuery(flower, parseSearchQuery('sativa'))).toBe(false);
    expect(fitsQuery(flower, parseSearchQuery('sleep'))).toBe(true);
    expect(fitsQuery(flower, parseSearchQuery('energy'))).toBe(false);
    // Total THC 1 + 27 × 0.877 = 24.7: about 25 (a point below counts), not 26.
    expect(fitsQuery(flower, parseSearchQuery('thc 25'))).toBe(true);
    expect(fitsQuery(flower, parseSearchQuery('thc 26'))).toBe(false);
    expect(fitsQuery(flower, parseSearchQuery('thc 20-24'))).toBe(false);
    expect(fitsQuery(edible, parseSearchQuery('thc 25'))).toBe(false);
    expect(fitsQuery(edible, parseSearchQuery('10 mg'))).toBe(true);
    expect(fitsQuery(edible, parseSearchQuery('5 mg'))).toBe(false);
  });

  it('measures closeness to the THC asked for', () => {
    expect(thcDistance(flower, parseSearchQuery('thc 25'))).toBeCloseTo(0.3, 5);
    expect(thcDistance(edible, parseSearchQuery('thc 25'))).toBe(Number.POSITIVE_INFINITY);
    expect(thcDistance(flower, parseSearchQuery('plum'))).toBe(0);
  });
});

describe('compareHits', () => {
  const hit = (over: Partial<Hit>): Hit => ({
    inStock: true,
    nameMatch: true,
    score: 1,
    thcDistance: 0,
    order: 0,
    ...over,
  });
  const rank = (hits: Record<string, Hit>) =>
    Object.entries(hits)
      .sort(([, a], [, b]) => compareHits(a, b))
      .map(([key]) => key);

  it('puts a name match above a description match, then in stock above sold out', () => {
    expect(
      rank({
        description: hit({ nameMatch: false, score: 9 }),
        soldOut: hit({ inStock: false, score: 5 }),
        name: hit({ score: 2 }),
      }),
    ).toEqual(['name', 'soldOut', 'description']);
  });

  it('then relevance, then closeness to the THC asked, then the catalog order', () => {
    expect(
      rank({
        later: hit({ order: 5 }),
        far: hit({ thcDistance: 3 }),
        first: hit({ order: 1 }),
        best: hit({ score: 3 }),
      }),
    ).toEqual(['best', 'first', 'later', 'far']);
  });
});
