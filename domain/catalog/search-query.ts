import type { Category, StrainType } from '../catalog.ts';
import {
  categoryOfWord,
  effectOfWord,
  isStopWord,
  normalizeText,
  strainOfWord,
  words,
  type Effect,
} from './search-words.ts';

/** A THC range in total-THC percent: `target` is what the shopper asked for, results rank by closeness to it. */
export interface ThcRange {
  min: number;
  max: number | null;
  target: number;
}

/** A shopper's search read into what the catalog knows: free words plus the filters the words named. */
export interface SearchQuery {
  /** Words left to match against the text of products (stemmed, no stop words). */
  words: string[];
  categories: Category[];
  strainTypes: StrainType[];
  effects: Effect[];
  thc: ThcRange | null;
  /** THC mg per serving (edibles), e.g. "10mg". */
  mgPerServing: number | null;
}

/** "thc 25" means about 25% and up: a product a point below still counts, ranked after the closer ones. */
export const THC_ABOUT_BELOW = 1;

const NUMBER = String.raw`(\d{1,2}(?:\.\d)?)`;
const THC_RANGE = new RegExp(String.raw`\bthc\s*:?\s*${NUMBER}\s*%?\s*(?:-|to)\s*${NUMBER}\s*%?`);
const THC_FROM = new RegExp(
  String.raw`\bthc\s*:?\s*(?:over|above|from|at least|min|>=?)?\s*${NUMBER}\s*%?\s*(?:\+|plus|and up|or more)?`,
);
const PERCENT_THC = new RegExp(String.raw`${NUMBER}\s*%?\s*\+?\s*(?:total\s+)?thc\b`);
const MG = /\b(\d{1,3})\s*mg\b/;

function readThc(text: string): { thc: ThcRange | null; rest: string } {
  const range = THC_RANGE.exec(text);
  if (range) {
    const [a, b] = [Number(range[1]), Number(range[2])].sort((x, y) => x - y) as [number, number];
    return { thc: { min: a, max: b, target: a }, rest: text.replace(range[0], ' ') };
  }
  const from = THC_FROM.exec(text) ?? PERCENT_THC.exec(text);
  if (from) {
    const target = Number(from[1]);
    return {
      thc: { min: Math.max(0, target - THC_ABOUT_BELOW), max: null, target },
      rest: text.replace(from[0], ' '),
    };
  }
  return { thc: null, rest: text };
}

const add = <T>(list: T[], value: T) => (list.includes(value) ? list : list.push(value), list);

/** Reads a search box's text. Pure: the server and the tests use the same reading. */
export function parseSearchQuery(input: string): SearchQuery {
  const { thc, rest } = readThc(normalizeText(input));
  const mg = MG.exec(rest);
  const text = mg ? rest.replace(mg[0], ' ') : rest;
  const query: SearchQuery = {
    words: [],
    categories: [],
    strainTypes: [],
    effects: [],
    thc,
    mgPerServing: mg ? Number(mg[1]) : null,
  };
  for (const word of words(text)) {
    const category = categoryOfWord(word);
    const strain = strainOfWord(word);
    const effect = effectOfWord(word);
    if (category) add(query.categories, category);
    else if (strain) add(query.strainTypes, strain);
    else if (effect) add(query.effects, effect);
    else if (!isStopWord(word) && word !== 'thc') add(query.words, word);
  }
  return query;
}

/** True when the query asks for nothing (only stop words, say). */
export const isEmptyQuery = (q: SearchQuery) =>
  !q.words.length &&
  !q.categories.length &&
  !q.strainTypes.length &&
  !q.effects.length &&
  !q.thc &&
  q.mgPerServing === null;
