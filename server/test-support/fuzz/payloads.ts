import fc from 'fast-check';

export const SQL_PAYLOADS = [
  "' OR '1'='1",
  "'; DROP TABLE orders; --",
  '" OR ""="',
  "1' UNION SELECT password FROM accounts --",
  "admin'--",
  "%' AND 1=1 --",
  '$1',
  "\\'; select 1; --",
];

export const SCRIPT_PAYLOADS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}',
  '${7*7}',
  '<!--',
  '__proto__',
];

export const UNICODE_PAYLOADS = [
  '\uD800',
  '\uDFFF',
  'a\uD83Db',
  '\u202Eevil\u202C',
  'שלום עולם',
  'مرحبا',
  '\u200B\u200C\u200D\uFEFF',
  'e\u0301'.repeat(40),
  '🌿🔥',
  '𝕳𝖊𝖑𝖑𝖔',
  '\u0000',
  'a\u0000b',
  '\r\n\t',
  '\u2028\u2029\u0085',
  '４８２９１３',
  '٤٨٢٩١٣',
  ' ',
  '',
];

export const PATH_PAYLOADS = [
  '../../etc/passwd',
  '..\\..\\windows',
  '%00',
  '\u0000',
  '/',
  '.',
  '..',
  '%2e%2e%2f',
];

const NUMBER_LIKE = [
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e309',
  '0x10',
  '1_000',
  ' 1 ',
  '1.5',
  '-1',
  '1e3',
];

/** Strings of up to 200 KB built by repetition, so a large payload costs nothing to generate. */
export const hugeString = fc
  .tuple(
    fc.constantFrom('x', 'é', '🌿', '\u200B', "'", '<', '\uD800', '9'),
    fc.oneof(
      { arbitrary: fc.integer({ min: 100, max: 5_000 }), weight: 3 },
      { arbitrary: fc.integer({ min: 5_000, max: 60_000 }), weight: 2 },
      { arbitrary: fc.integer({ min: 60_000, max: 200_000 }), weight: 1 },
    ),
  )
  .map(([unit, size]) => unit.repeat(Math.ceil(size / unit.length)));

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...SQL_PAYLOADS, ...SCRIPT_PAYLOADS, ...PATH_PAYLOADS), weight: 3 },
  { arbitrary: fc.constantFrom(...UNICODE_PAYLOADS), weight: 3 },
  { arbitrary: fc.constantFrom(...NUMBER_LIKE), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ maxLength: 20 }), weight: 2 },
  { arbitrary: hugeString, weight: 1 },
);

export const nastyNumber = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    0.5,
    -0.5,
    1.0000000000000002,
    2 ** 31,
    -(2 ** 31) - 1,
    Number.MAX_SAFE_INTEGER + 2,
    1e308,
    -1e308,
    Number.MIN_VALUE,
  ),
  fc.integer({ min: -1_000_000, max: 1_000_000 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const key = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'userId', 'role', 'status', 'price', ''),
  fc.string({ maxLength: 12 }),
);

/** Any JSON value a hostile client might send, nested a little. */
export const nastyValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nastyString,
    nastyNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(key, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** JSON number tokens JSON.stringify cannot produce, spliced into raw text. */
export const RAW_TOKENS = [
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e999',
  '-1e999',
  '1e-999',
  '9007199254740993',
  '01',
  '.5',
  '+1',
  'undefined',
  '0x1F',
];

export const MALFORMED_JSON = [
  '',
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '[1,2',
  'null',
  'true',
  '"just a string"',
  '\uFEFF{}',
  '{"a":1}{"b":2}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '['.repeat(5000) + ']'.repeat(5000),
  '{"a":'.repeat(3000) + '1' + '}'.repeat(3000),
];
