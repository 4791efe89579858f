import { describe, expect, it } from 'vitest';
import { isEmptyQuery, parseSearchQuery } from './search-query.ts';
import { normalizeText, statedEffects, stem, words } from './search-words.ts';

describe('the words of a search', () => {
  it('read every way of writing a pre-roll as one word, and plurals as their singular', () => {
    for (const text of ['pre roll', 'Pre-Roll', 'preroll', 'pre-rolls', 'PRE ROLLS', 'pre–roll'])
      expect(words(text), text).toEqual(['preroll']);
    expect(normalizeText('Crème Brûlée')).toBe('creme brulee');
    expect(['edibles', 'gummies', 'diamonds', 'glass', 'gas', '1g'].map(stem)).toEqual([
      'edible',
      'gummy',
      'diamond',
      'glass',
      'gas',
      '1g',
    ]);
  });

  it('find the effects a description states, and none it does not', () => {
    expect(
      statedEffects(
        'The cultivator describes the effect as calm and heavy-bodied, best kept for the evening.',
      ),
    ).toEqual(['sleep', 'relax']);
    expect(statedEffects('Hardware is lead-free and tested for heavy metals.')).toEqual([]);
    expect(
      statedEffects('The grower describes the effect as clear-headed and upbeat, a daytime flower.'),
    ).toEqual(['energize', 'focus']);
  });
});

describe('parseSearchQuery', () => {
  it('reads strain types, categories and effects as filters, leaving the other words', () => {
    expect(parseSearchQuery('Indica pre roll for sleep')).toEqual({
      words: [],
      categories: ['pre-rolls'],
      strainTypes: ['indica'],
      effects: ['sleep'],
      thc: null,
      mgPerServing: null,
    });
    expect(parseSearchQuery('velvit plum gummies')).toMatchObject({
      words: ['velvit', 'plum'],
      categories: ['edibles'],
    });
    expect(parseSearchQuery('vape cart').categories).toEqual(['vapes']);
  });

  it('reads "thc 25" as about 25% and up, and the other ways of asking', () => {
    const about25 = { min: 24, max: null, target: 25 };
    for (const text of ['thc 25', 'THC 25%', '25% thc', 'thc over 25', 'thc 25+', 'thc:25', '25 thc'])
      expect(parseSearchQuery(text).thc, text).toEqual(about25);
    expect(parseSearchQuery('thc 20-25').thc).toEqual({ min: 20, max: 25, target: 20 });
    expect(parseSearchQuery('thc 28 to 22').thc).toEqual({ min: 22, max: 28, target: 22 });
    expect(parseSearchQuery('indica thc 22.5 flower')).toMatchObject({
      words: [],
      strainTypes: ['indica'],
      categories: ['flower'],
      thc: { min: 21.5, max: null, target: 22.5 },
    });
    // A number that is not a THC figure stays a word.
    expect(parseSearchQuery('70% dark chocolate')).toMatchObject({ thc: null, words: ['70', 'dark'] });
    expect(parseSearchQuery('thca diamonds').words).toEqual(['thca']);
  });

  it('reads milligrams as THC per serving', () => {
    expect(parseSearchQuery('10mg chocolate')).toMatchObject({ mgPerServing: 10, categories: ['edibles'] });
    expect(parseSearchQuery('5 mg').mgPerServing).toBe(5);
  });

  it('knows an empty question', () => {
    expect(isEmptyQuery(parseSearchQuery('the best'))).toBe(true);
    expect(isEmptyQuery(parseSearchQuery('thc 25'))).toBe(false);
  });
});
