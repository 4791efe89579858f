import { FAQ_ENTRIES, type FaqEntry } from '../content/faq.ts';
import type { ChatSource } from './schemas.ts';
import { PAGE_ARTICLES } from './knowledge-pages.ts';

/** Answers composed from the store's current settings when the assistant replies (see knowledge-live.ts). */
export const LIVE_FACTS = ['hours', 'fees', 'firstOrder', 'limits', 'area', 'giveaway'] as const;
export type LiveFact = (typeof LIVE_FACTS)[number];

/**
 * One thing the support assistant knows: a short plain answer (1–3 sentences), the ways people ask for it, and the
 * page on this site it comes from. With `live`, the answer is written from the current settings instead of `text`.
 */
export interface KnowledgeArticle {
  id: string;
  title: string;
  text: string;
  questions: readonly string[];
  keywords: readonly string[];
  source: ChatSource;
  live?: LiveFact;
}

/** How people ask each FAQ question, and the settings its answer quotes. */
const FAQ_EXTRAS: Record<string, Pick<KnowledgeArticle, 'questions' | 'keywords' | 'live'>> = {
  age: {
    questions: [
      'How old do you have to be?',
      'Do I need to be 21?',
      'I am 20, can I order?',
      'Can I order if I am 18 or 19?',
      'What is the minimum age?',
    ],
    keywords: ['18', '19', '20', 'age', 'old', 'under', 'adult', '21', 'years'],
  },
  id: {
    questions: [
      'What identification do you accept?',
      'Do you check ID?',
      'Do I need a license?',
      'Can I use a passport?',
      'Can tourists order with an out-of-state ID?',
    ],
    keywords: [
      'tourist',
      'tourists',
      'visitor',
      'state',
      'id',
      'identification',
      'license',
      'passport',
      'photo',
      'card',
      'expired',
      'door',
    ],
  },
  'someone-else': {
    questions: [
      'Can my roommate take the order?',
      'Can you leave it with the doorman?',
      'Can someone sign for my package?',
      'Can another person accept my delivery?',
      'Can my boyfriend pick it up for me?',
    ],
    keywords: [
      'another',
      'receive',
      'someone',
      'else',
      'roommate',
      'doorman',
      'neighbour',
      'neighbor',
      'friend',
      'leave',
      'accept',
    ],
  },
  'area-hours': {
    questions: [
      'What are your hours?',
      'When are you open?',
      'Do you deliver at night?',
      'What time do you close?',
      'Which boroughs do you deliver to?',
      'How long does delivery take?',
    ],
    keywords: [
      'hours',
      'open',
      'close',
      'time',
      'when',
      'late',
      'tonight',
      'night',
      'midnight',
      'pm',
      'am',
      'morning',
      'sunday',
      'saturday',
      'weekend',
      'holiday',
      'borough',
      'area',
      'today',
      'asap',
    ],
    live: 'hours',
  },
  limits: {
    questions: [
      'How much can I buy at once?',
      'What is the limit on flower?',
      'How many grams of concentrate can I order?',
      'Is there an edible limit?',
      'How many ounces can I get?',
    ],
    keywords: [
      'buy',
      'limit',
      'max',
      'maximum',
      'ounce',
      'oz',
      'gram',
      'flower',
      'concentrate',
      'vape',
      'edible',
      'mg',
    ],
    live: 'limits',
  },
  'delivery-fee': {
    questions: [
      'How much is shipping?',
      'What is the delivery fee?',
      'Is delivery free?',
      'What is the minimum for free delivery?',
      'Is there a minimum order for delivery?',
    ],
    keywords: ['fee', 'free', 'shipping', 'charge', 'cost', 'minimum', 'threshold'],
    live: 'fees',
  },
  'first-order': {
    questions: [
      'Do you have a discount for new customers?',
      'Is there a promo code?',
      'Any deals for my first order?',
    ],
    keywords: ['discount', 'offer', 'promo', 'coupon', 'deal', 'first', 'new', 'welcome', 'percent'],
    live: 'firstOrder',
  },
  payment: {
    questions: [
      'Can I pay with a credit card?',
      'Do you take cash?',
      'Can I pay online?',
      'Do you accept Apple Pay?',
    ],
    keywords: ['pay', 'payment', 'cash', 'card', 'debit', 'credit', 'venmo', 'apple'],
  },
  'lab-tests': {
    questions: [
      'Where are the lab results?',
      'Is your product lab tested?',
      'How is total THC calculated?',
      'Where can I see the COA?',
    ],
    keywords: ['lab', 'test', 'coa', 'certificate', 'analysis', 'thc', 'thca', 'cbd', 'potency', 'batch'],
  },
  returns: {
    questions: ['Can I get a refund?', 'Can I exchange an item?', 'What is your return policy?'],
    keywords: ['return', 'refund', 'exchange', 'damaged', 'defective', 'broken', 'wrong'],
  },
  packaging: {
    questions: ['Will the bag say cannabis on it?', 'Is the package plain?', 'Is it child proof?'],
    keywords: ['packaging', 'discreet', 'discrete', 'plain', 'bag', 'package', 'label', 'smell', 'child'],
  },
  privacy: {
    questions: ['Do you sell my data?', 'What information do you keep?', 'Is my information safe?'],
    keywords: ['privacy', 'policy', 'data', 'information', 'personal', 'sell', 'share'],
  },
};

function faqArticle(entry: FaqEntry): KnowledgeArticle {
  const extras = FAQ_EXTRAS[entry.id];
  return {
    id: `faq-${entry.id}`,
    title: entry.question,
    text: entry.answer,
    questions: extras?.questions ?? [],
    keywords: extras?.keywords ?? [],
    source: { label: `FAQ: ${entry.question}`, href: `/faq#${entry.id}` },
    ...(extras?.live ? { live: extras.live } : {}),
  };
}

/** Everything the assistant answers from: the FAQ first, then the support, terms, privacy and other pages. */
export const KNOWLEDGE: readonly KnowledgeArticle[] = [...FAQ_ENTRIES.map(faqArticle), ...PAGE_ARTICLES];

export const articleById = (id: string): KnowledgeArticle | undefined => KNOWLEDGE.find((a) => a.id === id);
