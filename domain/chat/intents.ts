import { CATEGORIES, type Category } from '../catalog.ts';
import { boroughIn } from './boroughs.ts';

/**
 * What a customer's line asks, decided before any text search, in a fixed order: a greeting or thanks, a person,
 * medical advice, an order's status, a ZIP check, a borough named, a price or stock question; anything else goes to
 * the search.
 */
export type ChatIntent =
  | { kind: 'greeting'; thanks: boolean }
  | { kind: 'human' }
  | { kind: 'medical' }
  | { kind: 'order'; reference: string | null; contact: string | null }
  | { kind: 'zip'; zip: string }
  | { kind: 'borough'; borough: string }
  | { kind: 'price_stock'; category: Category | null }
  | { kind: 'search'; productQuestion: boolean; category: Category | null };

export interface HistoryLine {
  senderType: 'user' | 'ai' | 'staff';
  message: string;
}

const GREETING = new Set(
  'hi hii hiii hello helo hello hey heya hiya yo sup howdy morning afternoon evening good there guys all folks team how are you doing whats what up wassup hows it going greetings'.split(
    ' ',
  ),
);
const THANKS = new Set('thanks thank thx ty tysm cheers appreciate appreciated'.split(' '));
const FILLER = new Set(
  'you so much a lot it very ok okay cool great awesome perfect nice bye goodbye again for that the help helpful got i have a question quick can me need'.split(
    ' ',
  ),
);

const HUMAN = [
  /\b(real|live|actual|human) (person|human|agent|people|being|rep)\b/,
  /\b(talk|speak|chat|connect me) (to|with) (a |an |some |your |the )?(one|someone|somebody|person|human|agent|representative|rep|staff|team member|manager|people|operator)\b/,
  /\b(human|agent|representative|operator)\b/,
  /\b(are you|is this) (a )?(bot|robot|machine|ai)\b/,
];

const MEDICAL = [
  /\b(cure|cures|curing|treat|treats|treating|treatment|therapy|therapeutic|heal|heals|healing)\b/,
  /\b(anxiety|anxious|depression|depressed|pain|painful|aches?|insomnia|ptsd|adhd|cancer|chemo|seizures?|epilepsy|arthritis|nausea|glaucoma|migraines?|diabetes|disease|illness|symptoms?)\b/,
  /\b(pregnant|pregnancy|breastfeeding|nursing)\b/,
  /\b(medication|medications|meds|medicine|prescription|prescribed|side effects?|interact|interaction|blood pressure)\b/,
  /\b(dose|dosage|dosing)\b/,
  /\bsleep aid\b|\bhelp (me )?(with )?sleep\b|\bfor sleep\b|\bto sleep\b/,
  /\bhow (much|many)( \w+)? should i (take|eat|smoke|use|have)\b/,
  /\b(medical card|medical marijuana|medical cannabis|doctor|physician|pharmacist)\b/,
];

const ORDER_WORDS = [
  /\b(where('?s| is)|status|track|tracking|update|eta|check on)\b.*\b(order|delivery|package|courier|driver|stuff)\b/,
  /\bmy (order|delivery|package|courier|driver)\b.*\b(late|coming|arrive|arriving|here|status|ready|shipped|sent|out|way|long|yet)\b/,
  /\b(when|how long)\b.*\bmy (order|delivery|package)\b/,
  /\b(has|did|is) my (order|delivery|package)\b/,
  /\border (status|number)\b/,
  /\b(i ordered|i placed an order|my order was placed)\b.*\b(ago|yet|still|nothing|not here|never)\b/,
  /\b(placed|made|put in) (an|my|the) order\b.*\b(when|where|status|arrive|come|comes|coming)\b/,
  /\bwhen (will|does|is|do) (it|my order|the order|i get my order)\b.*\b(come|arrive|here|deliver|delivered)\b/,
];
/** Lines about a problem with an order, cancelling or changing it are answered from the pages, not with a status. */
const ORDER_PROBLEM =
  /\b(cancel|cancell?ation|return|refund|damaged|missing|wrong|broken|change|modify|reschedule|how do i track|lost)\b/;

const PRICE_STRONG =
  /\b(price|prices|pricing|priced|cost of|how much (is|are|for|does|do|would|will)|in stock|out of stock|sold out|restock|back in stock|cheapest|cheap|expensive|on sale|deals? on)\b/;
const PRICE_WEAK =
  /\b(do you (guys )?(have|sell|carry|stock|got)|you got any|got any|have any|available|carry)\b/;
/** Store questions that share words with a price question ('how much is delivery'). */
const STORE_TOPIC =
  /\b(deliver|delivery|shipping|ship|fee|fees|tax|taxes|excise|limit|limits|first order|discount|promo|coupon|offer|lab|coa|test|results|hours|open|id|payment|pay)\b/;

const CATEGORY_WORDS: Record<Category, RegExp> = {
  flower: /\b(flower|flowers|bud|buds|eighth|eighths|ounce|oz|strain|strains|weed|indica|sativa|hybrid)\b/,
  'pre-rolls': /\b(pre-?rolls?|prerolls?|joints?|blunts?)\b/,
  edibles: /\b(edibles?|gumm(y|ies)|chocolates?|candy|candies|cookies?|brownies?|drinks?|beverages?)\b/,
  concentrates: /\b(concentrates?|wax|shatter|rosin|resin|dabs?|hash|live resin|budder|badder)\b/,
  vapes: /\b(vapes?|vape pens?|carts?|cartridges?|pens?|disposables?)\b/,
};

const EMAIL = /[^\s@<>(),;:"']+@[^\s@<>(),;:"']+\.[a-z]{2,}/i;
const PHONE = /(?:\+?1[\s.-]?)?\(?\b\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b/;
const ORDER_NUMBER = /\bnym[-\s]?([a-z0-9]{6})\b/i;
const TRACKING = /\b(?=[a-z0-9]*\d)(?=[a-z0-9]*[a-z])[a-z0-9]{10,40}\b/i;
const ZIP = /(?<![\d-])\b(\d{5})(?:-\d{4})?\b(?!-)/;

/** Lower case, curly quotes straightened, punctuation but apostrophes and hyphens dropped, single spaces. */
export function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[^a-z0-9@'\-\s]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The e-mail address or phone number in a line (a phone as its 10 digits), as the tracking look-up takes it. */
export function contactIn(text: string): string | null {
  const email = EMAIL.exec(text)?.[0];
  if (email) return email.replace(/[.]+$/, '');
  const phone = PHONE.exec(text)?.[0];
  if (!phone) return null;
  const digits = phone.replace(/\D/g, '');
  return digits.length === 11 ? digits.slice(1) : digits;
}

/** An order number ('NYM-7KQ2PX', however it was typed) or a tracking code in a line. */
export function referenceIn(text: string): string | null {
  const withoutContacts = text.replace(EMAIL, ' ').replace(PHONE, ' ');
  const number = ORDER_NUMBER.exec(withoutContacts)?.[1];
  if (number) return `NYM-${number.toUpperCase()}`;
  const code = TRACKING.exec(withoutContacts)?.[0];
  return code ? code.toUpperCase() : null;
}

export function zipIn(text: string): string | null {
  const rest = text.replace(EMAIL, ' ').replace(PHONE, ' ').replace(ORDER_NUMBER, ' ');
  return ZIP.exec(rest)?.[1] ?? null;
}

export function categoryIn(text: string): Category | null {
  const line = normalize(text);
  return CATEGORIES.find((c) => CATEGORY_WORDS[c].test(line)) ?? null;
}

function greetingOf(line: string): { thanks: boolean } | null {
  const words = line.replace(/'/g, '').split(' ').filter(Boolean);
  if (words.length === 0 || words.length > 8) return null;
  let greets = false;
  let thanks = false;
  for (const word of words) {
    if (THANKS.has(word)) thanks = true;
    else if (GREETING.has(word)) greets = true;
    else if (!FILLER.has(word)) return null;
  }
  return greets || thanks ? { thanks } : null;
}

const isHuman = (line: string) =>
  HUMAN.some((re) => re.test(line)) ||
  /^(a |an |real |live )?(person|people|someone)( please| pls| plz)?$/.test(line);

/** The last few lines the customer typed, newest first, to find an order number or contact given earlier. */
const recentUserLines = (history: readonly HistoryLine[]) =>
  history
    .filter((l) => l.senderType === 'user')
    .slice(-4)
    .reverse()
    .map((l) => l.message);

/** Whether the assistant's last line asked for the order number and contact. */
const askedForOrder = (history: readonly HistoryLine[]) =>
  /order number/i.test(history.findLast((l) => l.senderType === 'ai')?.message ?? '');

function orderIntent(text: string, line: string, history: readonly HistoryLine[]): ChatIntent | null {
  const reference = referenceIn(text);
  const contact = contactIn(text);
  const asksStatus = !ORDER_PROBLEM.test(line) && ORDER_WORDS.some((re) => re.test(line));
  const answersAsk = askedForOrder(history) && (reference !== null || contact !== null);
  if (!asksStatus && !answersAsk && reference === null) return null;
  const earlier = recentUserLines(history);
  return {
    kind: 'order',
    reference: reference ?? earlier.map(referenceIn).find((r) => r !== null) ?? null,
    contact: contact ?? earlier.map(contactIn).find((c) => c !== null) ?? null,
  };
}

export function detectIntent(text: string, history: readonly HistoryLine[] = []): ChatIntent {
  const line = normalize(text);
  const greeting = greetingOf(line);
  if (greeting) return { kind: 'greeting', ...greeting };
  if (isHuman(line)) return { kind: 'human' };
  if (MEDICAL.some((re) => re.test(line))) return { kind: 'medical' };
  const order = orderIntent(text, line, history);
  if (order) return order;
  const zip = zipIn(text);
  if (zip) return { kind: 'zip', zip };
  const category = categoryIn(text);
  const borough = boroughIn(line);
  // 'delivery fee to BK', 'do you deliver to the Bronx'; 'Brooklyn flower' is a product question.
  if (borough && !category) return { kind: 'borough', borough };
  const aboutProducts = !STORE_TOPIC.test(line);
  if (aboutProducts && PRICE_STRONG.test(line)) return { kind: 'price_stock', category };
  const productQuestion = aboutProducts && PRICE_WEAK.test(line);
  // 'do you sell vapes': a product named is a stock question; 'do you have lab results' is for the search.
  if (productQuestion && category) return { kind: 'price_stock', category };
  return { kind: 'search', productQuestion, category };
}
