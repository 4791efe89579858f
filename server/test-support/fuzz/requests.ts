import fc from 'fast-check';
import { ORIGIN } from '../test-app.ts';
import { bodies } from './bodies.ts';
import { nastyString } from './payloads.ts';
import { likelySegments, realSegments, type World } from './samples.ts';

export const IDENTITIES = ['anonymous', 'customer', 'courier', 'merchant'] as const;
export type Identity = (typeof IDENTITIES)[number];

export interface Endpoint {
  method: string;
  path: string;
  key: string;
}

export interface FuzzRequest {
  identity: Identity;
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
  kind: string;
}

/** Percent-encodes any string, lone surrogates included (as the invalid UTF-8 they would be). */
export function encodeSegment(s: string): string {
  return [...s]
    .map((ch) => {
      try {
        return encodeURIComponent(ch);
      } catch {
        return '%ED%A0%80';
      }
    })
    .join('');
}

const ODD_SEGMENTS = [
  '..',
  '%2e%2e',
  '..%2f..%2fetc%2fpasswd',
  '%00',
  '%',
  '%E0%A4%A',
  '%ZZ',
  '%C0%AF',
  'null',
  '-1',
];

const segment = (w: World, likely = realSegments(w)) =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...likely), weight: 6 },
    { arbitrary: fc.constantFrom(...realSegments(w)), weight: 1 },
    { arbitrary: fc.uuid(), weight: 2 },
    { arbitrary: nastyString.map((s) => encodeSegment(s.slice(0, 20_000))), weight: 4 },
    { arbitrary: fc.constantFrom(...ODD_SEGMENTS), weight: 2 },
  );

const URLS = [
  'https://evil.example/',
  '//evil.example',
  '/\\evil.example',
  '/\t/evil.example',
  'javascript:alert(1)',
];
const QUERY_KEYS = ['category', 'ids', 'q', 'token', 'callbackURL', 'id', 'limit', '__proto__', 'q[]'];

const query = (w: World) =>
  fc.oneof(
    { arbitrary: fc.constant(''), weight: 3 },
    {
      arbitrary: fc
        .array(
          fc.tuple(
            fc.oneof(fc.constantFrom(...QUERY_KEYS), nastyString.map(encodeSegment)),
            fc.oneof(segment(w), fc.constantFrom(...URLS).map(encodeSegment)),
          ),
          {
            minLength: 1,
            maxLength: 4,
          },
        )
        .map((pairs) => `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`),
      weight: 3,
    },
    {
      arbitrary: fc.constantFrom(
        '?',
        '?&&',
        '?=',
        '?q',
        '?ids=' + 'a,'.repeat(3000),
        `?ids=${w.productId},${w.productId}`,
      ),
      weight: 1,
    },
  );

const printable = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
  maxLength: 120,
});
const maybe = (arb: fc.Arbitrary<string>, weight = 1) =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary: arb, weight });

const headers = (w: World) =>
  fc
    .record({
      origin: fc.oneof(
        { arbitrary: fc.constant(ORIGIN), weight: 10 },
        {
          arbitrary: fc.constantFrom('https://evil.example', 'null', 'http://localhost:3000.evil.example'),
          weight: 1,
        },
      ),
      'idempotency-key': maybe(
        fc.oneof(
          fc.uuid().map((u) => `fuzz-${u}`),
          printable,
        ),
        3,
      ),
      'x-dev-token': maybe(fc.oneof(fc.constant(w.devToken), printable)),
      'accept-encoding': maybe(fc.constantFrom('gzip', 'br', 'identity', 'gzip;q=0, *;q=0')),
      'if-none-match': maybe(fc.constantFrom('*', '"x"', 'W/"x"')),
      'x-forwarded-for': maybe(fc.oneof(printable, fc.ipV6())),
      cookie: maybe(
        fc.oneof(
          printable,
          printable.map((v) => `nym.session_token=${v}`),
          fc.uuid().map((u) => `nym.session_token=${u}.c2lnbmF0dXJl`),
        ),
      ),
    })
    .map(
      (h) =>
        Object.fromEntries(Object.entries(h).filter(([, v]) => v !== undefined)) as Record<string, string>,
    );

const OTHER_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** Requests for one route: its path filled with real and hostile segments, odd queries, headers and bodies. */
export function requestsFor(endpoint: Endpoint, w: World, sample: unknown): fc.Arbitrary<FuzzRequest> {
  const method =
    endpoint.method === 'ALL'
      ? fc.constantFrom(...OTHER_METHODS)
      : fc.oneof({ arbitrary: fc.constant(endpoint.method), weight: 15 }, fc.constantFrom(...OTHER_METHODS));
  const parts = endpoint.path.split('/');
  const isParam = (part: string) => /^(:\w+|\*)$/.test(part);
  const params = parts.flatMap((part, i) => (isParam(part) ? [likelySegments(w, parts[i - 1])] : []));
  return fc
    .record({
      identity: fc.oneof(
        fc.constant<Identity>('anonymous'),
        fc.constant<Identity>('customer'),
        {
          arbitrary: fc.constant<Identity>('courier'),
          weight: endpoint.path.startsWith('/api/courier/') ? 3 : 1,
        },
        {
          arbitrary: fc.constant<Identity>('merchant'),
          weight: endpoint.path.startsWith('/api/merchant/') ? 3 : 1,
        },
      ),
      method,
      segments: fc.tuple(...params.map((likely) => segment(w, likely))),
      query: query(w),
      headers: headers(w),
      body: bodies(sample),
    })
    .map(({ identity, method, segments, query, headers, body }) => {
      let i = 0;
      const path = parts.map((part) => (isParam(part) ? segments[i++]! : part)).join('/');
      const withBody = method !== 'GET' && method !== 'HEAD' && body.body !== undefined;
      const h = { ...headers, ...(withBody && body.type ? { 'content-type': body.type } : {}) };
      return withBody
        ? { identity, method, url: path + query, headers: h, body: body.body, kind: body.kind }
        : { identity, method, url: path + query, headers: h, kind: 'none' };
    });
}
