import type { Category, StrainType } from '../catalog.ts';

/** How shoppers name each category: "joint", "gummies" or "cart" find the category's products. */
export const CATEGORY_WORDS: Record<Category, readonly string[]> = {
  flower: ['flower', 'bud', 'eighth', 'ounce', 'oz'],
  'pre-rolls': ['preroll', 'joint', 'blunt', 'spliff'],
  edibles: ['edible', 'gummy', 'gummie', 'chocolate', 'chew', 'candy', 'tablet', 'sachet'],
  concentrates: [
    'concentrate',
    'extract',
    'dab',
    'rosin',
    'resin',
    'badder',
    'diamond',
    'hash',
    'wax',
    'shatter',
  ],
  vapes: ['vape', 'cart', 'cartridge', 'pen', 'disposable', 'aio'],
};

/** Words that name a strain type ("cbd" is a strain type of its own in the catalog). */
export const STRAIN_WORDS: Record<StrainType, readonly string[]> = {
  indica: ['indica'],
  sativa: ['sativa'],
  hybrid: ['hybrid'],
  cbd: ['cbd'],
};

export const EFFECTS = ['sleep', 'relax', 'energize', 'focus', 'social'] as const;
export type Effect = (typeof EFFECTS)[number];

/** What a shopper types for each effect (after stemming). */
export const EFFECT_WORDS: Record<Effect, readonly string[]> = {
  sleep: ['sleep', 'sleepy', 'insomnia', 'bedtime', 'bed', 'night', 'nighttime', 'evening', 'sedating'],
  relax: ['relax', 'relaxing', 'relaxed', 'chill', 'calm', 'calming', 'unwind', 'mellow', 'stress'],
  energize: ['energize', 'energy', 'energetic', 'uplifting', 'uplift', 'daytime', 'wake', 'upbeat'],
  focus: ['focus', 'focused', 'clear', 'creative', 'productive'],
  social: ['social', 'sociable', 'party', 'talkative', 'friend'],
};

/**
 * Where a description states an effect: the producers' own words in the catalog ("calm and heavy-bodied, best kept
 * for the evening"). Only stated effects count; nothing is inferred from the strain type.
 */
const STATED: Record<Effect, RegExp> = {
  sleep: /\b(sleep\w*|bedtime|night|evening\w*|heavy[- ]bodied|sedat\w*)\b/,
  relax: /\b(relax\w*|calm\w*|mellow|easygoing|unhurried|unwind\w*|grounded|heavy[- ]bodied|gentle\w*)\b/,
  energize: /\b(upbeat|lively|energ\w*|uplift\w*|daytime|bright)\b/,
  focus: /\b(focus\w*|clear[- ]headed)\b/,
  social: /\b(social|sociable|talkative|chatty)\b/,
};

/** The effects a product's description states. */
export const statedEffects = (description: string): Effect[] =>
  EFFECTS.filter((effect) => STATED[effect].test(description.toLowerCase()));

const STOP_WORDS = new Set(
  'a an the and or of for to in on with something some any me my i want need looking good best great that is it'.split(
    ' ',
  ),
);

/** Lower case, accents off, and the ways of writing a pre-roll read as one word. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\bpre[\s\u2010-\u2014-]*rol(l)?(s|ed)?\b/g, 'preroll');
}

/** Light English stemming: plurals read as their singular ("edibles", "gummies", "diamonds"). */
export function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') && !/\d/.test(word))
    return word.slice(0, -1);
  return word;
}

/** The words of a text as the index and the query both read them (stop words kept: see `isStopWord`). */
export const words = (text: string): string[] =>
  normalizeText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(stem);

export const isStopWord = (word: string) => STOP_WORDS.has(word);

const lookup = <K extends string>(table: Record<K, readonly string[]>) => {
  const map = new Map<string, K>();
  for (const [key, list] of Object.entries(table) as [K, readonly string[]][])
    for (const word of list) map.set(stem(word), key);
  return (word: string): K | undefined => map.get(word);
};

export const categoryOfWord = lookup(CATEGORY_WORDS);
export const strainOfWord = lookup(STRAIN_WORDS);
export const effectOfWord = lookup(EFFECT_WORDS);
