/** How the assistant's search reads words: a small stop-word list, synonyms and light English stemming. */

const STOP_WORDS = new Set(
  `a an the is are am was were be been being do does did i me my mine we you your yours our us it its to of in on
  at for with and or but can could would will should shall may might how what when where which who whom why this
  that these those there here please any some have has had get got just so about if from as by im ive id'd i'm
  i've hi hey hello there yes yeah ok okay also too very really still then than into out up off thing things
  know want need like much`.split(/\s+/),
);

/** Each group's first word is what the others are read as (the original word is kept too). */
const SYNONYM_GROUPS = [
  [
    'deliver',
    'delivery',
    'deliveries',
    'delivered',
    'delivering',
    'shipping',
    'ship',
    'ships',
    'shipped',
    'dropoff',
  ],
  [
    'hour',
    'hours',
    'open',
    'opening',
    'opens',
    'close',
    'closes',
    'closing',
    'closed',
    'time',
    'times',
    'tonight',
  ],
  ['id', 'identification', 'license', 'licence', 'passport', 'dl'],
  ['cannabis', 'weed', 'pot', 'marijuana', 'ganja', 'herb', 'bud', 'buds'],
  ['pay', 'payment', 'payments', 'paying', 'paid', 'cash', 'venmo', 'zelle', 'cashapp'],
  ['fee', 'fees', 'charge', 'charges', 'cost', 'costs'],
  ['refund', 'return', 'returns', 'exchange', 'refunds'],
  ['lab', 'labs', 'coa', 'coas', 'certificate', 'tested', 'testing'],
  ['discount', 'discounts', 'promo', 'promotion', 'coupon', 'coupons', 'deal', 'deals', 'offer', 'offers'],
  ['courier', 'couriers', 'driver', 'drivers', 'deliverer', 'dasher', 'rider'],
  ['package', 'packaging', 'packages', 'bag', 'box', 'parcel'],
  ['age', 'old', 'years', 'yrs', 'underage', 'minor'],
  ['data', 'information', 'info', 'personal', 'details'],
  ['giveaway', 'giveaways', 'contest', 'sweepstakes', 'raffle', 'prize', 'drawing'],
  ['track', 'tracking', 'trace', 'tracker'],
  ['area', 'zone', 'region', 'neighborhood', 'neighbourhood', 'borough', 'boroughs'],
  ['limit', 'limits', 'max', 'maximum', 'cap', 'allowance', 'allowed'],
  ['free', 'complimentary'],
  ['doorman', 'concierge', 'doorperson', 'lobby', 'desk'],
  ['roommate', 'roomie', 'flatmate', 'wife', 'husband', 'girlfriend', 'boyfriend', 'mom', 'dad'],
  ['delete', 'deletion', 'erase', 'remove', 'wipe'],
  ['job', 'jobs', 'hiring', 'career', 'careers', 'gig', 'employment'],
  ['late', 'delayed', 'delay', 'slow', 'overdue'],
  ['damaged', 'broken', 'crushed', 'leaking', 'defective', 'busted', 'melted', 'opened', 'torn'],
  ['tax', 'taxes', 'excise', 'taxed'],
];
/** Groups whose words are indexed as their first word only. */
const READ_AS_ONE = new Set(['deliver']);
const SYNONYMS = new Map<string, string>();
for (const [canonical, ...others] of SYNONYM_GROUPS) {
  for (const word of others) SYNONYMS.set(word, canonical!);
}

/** 'deliveries' → 'delivery', 'shops' → 'shop', 'accepted' → 'accept', 'ordering' → 'order'. */
export function stem(word: string): string {
  let w = word.replace(/'s$/, '').replace(/'/g, '');
  if (w.length <= 3) return w;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (/(x|ch|sh|ss)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith('ing') && w.length > 5) w = w.slice(0, -3);
  else if (w.endsWith('ed') && w.length > 4) w = w.slice(0, -2);
  return w;
}

/** One token of an article or a question → the terms it is indexed and searched as (none for a stop word). */
export function processTerm(term: string): string[] | null {
  const word = term.toLowerCase().replace(/[\u2018\u2019]/g, "'");
  if (word.length === 0 || STOP_WORDS.has(word)) return null;
  const stemmed = stem(word);
  if (stemmed.length === 0 || STOP_WORDS.has(stemmed)) return null;
  const canonical = SYNONYMS.get(word) ?? SYNONYMS.get(stemmed);
  if (!canonical || canonical === stemmed) return [stemmed];
  // 'delivery' is in nearly every article: counted once, as 'deliver', it does not outweigh the other words.
  return READ_AS_ONE.has(canonical) ? [canonical] : [stemmed, canonical];
}
