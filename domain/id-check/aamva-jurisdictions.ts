/**
 * The issuer identification numbers (IIN) AAMVA assigns to US and Canadian ID issuers, with their postal codes; the
 * 68 of AAMVA's published IIN list (checked entry by entry). An issuer without one on that list (the Northwest
 * Territories) is named by the card's own jurisdiction field instead.
 */
const IINS: Record<string, string> = {
  '636033': 'AL',
  '636059': 'AK',
  '636026': 'AZ',
  '636021': 'AR',
  '636014': 'CA',
  '636020': 'CO',
  '636006': 'CT',
  '636011': 'DE',
  '636043': 'DC',
  '636010': 'FL',
  '636055': 'GA',
  '636047': 'HI',
  '636050': 'ID',
  '636035': 'IL',
  '636037': 'IN',
  '636018': 'IA',
  '636022': 'KS',
  '636046': 'KY',
  '636007': 'LA',
  '636041': 'ME',
  '636003': 'MD',
  '636002': 'MA',
  '636032': 'MI',
  '636038': 'MN',
  '636051': 'MS',
  '636030': 'MO',
  '636008': 'MT',
  '636054': 'NE',
  '636049': 'NV',
  '636039': 'NH',
  '636036': 'NJ',
  '636009': 'NM',
  '636001': 'NY',
  '636004': 'NC',
  '636034': 'ND',
  '636023': 'OH',
  '636058': 'OK',
  '636029': 'OR',
  '636025': 'PA',
  '636052': 'RI',
  '636005': 'SC',
  '636042': 'SD',
  '636053': 'TN',
  '636015': 'TX',
  '636040': 'UT',
  '636024': 'VT',
  '636000': 'VA',
  '636045': 'WA',
  '636061': 'WV',
  '636031': 'WI',
  '636060': 'WY',
  '604427': 'AS',
  '636019': 'GU',
  '604430': 'MP',
  '604431': 'PR',
  '636062': 'VI',
  '604432': 'AB',
  '636028': 'BC',
  '636048': 'MB',
  '636017': 'NB',
  '636016': 'NL',
  '636013': 'NS',
  '604433': 'NU',
  '636012': 'ON',
  '604426': 'PE',
  '604428': 'QC',
  '636044': 'SK',
  '604429': 'YT',
};

const CANADA = new Set(['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT']);
const CODES = new Set([...Object.values(IINS), ...CANADA]);

/** The two-letter code of the issuer with this IIN, or null when it is not a US or Canadian issuer we know. */
export const jurisdictionOfIin = (iin: string): string | null => IINS[iin] ?? null;

/** Whether a code is a US state, DC, a US territory or a Canadian province or territory. */
export const isJurisdictionCode = (code: string): boolean => CODES.has(code);

export const countryOfJurisdiction = (code: string): 'USA' | 'CAN' => (CANADA.has(code) ? 'CAN' : 'USA');
