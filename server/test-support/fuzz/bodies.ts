import fc from 'fast-check';
import { mutate, mutations, withRawToken } from './mutate.ts';
import { MALFORMED_JSON, nastyValue } from './payloads.ts';

const CONTENT_TYPES = [
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/jsonx',
  'application/json-patch+json',
  'application/json, text/plain',
];

export interface Body {
  kind: string;
  body?: string | Uint8Array<ArrayBuffer>;
  type?: string;
}

/** Bodies for a route: its valid sample mutated, raw number tokens, malformed JSON, other content types, too large. */
export const bodies = (sample: unknown): fc.Arbitrary<Body> => {
  const valid = sample ?? {};
  const contentType = fc.oneof(
    { arbitrary: fc.constant('application/json'), weight: 12 },
    { arbitrary: fc.constantFrom(...CONTENT_TYPES), weight: 1 },
  );
  return fc.oneof(
    {
      arbitrary: fc
        .tuple(sample === undefined ? nastyValue : mutations.map((m) => mutate(sample, m)), contentType)
        .map(([value, type]) => ({ kind: 'json', body: JSON.stringify(value) ?? '', type })),
      weight: 12,
    },
    {
      arbitrary: withRawToken(valid).map((text) => ({
        kind: 'raw-token',
        body: text,
        type: 'application/json',
      })),
      weight: 2,
    },
    {
      arbitrary: fc
        .oneof(
          fc.constantFrom(...MALFORMED_JSON),
          fc.nat().map((n) => JSON.stringify(valid).slice(0, n % 200)),
        )
        .map((text) => ({ kind: 'malformed', body: text, type: 'application/json' })),
      weight: 2,
    },
    {
      arbitrary: fc.constantFrom(...CONTENT_TYPES, '').map((type) => ({
        kind: 'content-type',
        body: JSON.stringify(valid),
        type: type || undefined,
      })),
      weight: 2,
    },
    {
      arbitrary: fc.integer({ min: 65_000, max: 200_000 }).map((n) => ({
        kind: 'oversized',
        body: JSON.stringify({ ...(valid as object), padding: 'x'.repeat(n) }),
        type: 'application/json',
      })),
      weight: 1,
    },
    {
      arbitrary: fc.uint8Array({ maxLength: 64 }).map((bytes) => ({
        kind: 'bytes',
        body: Uint8Array.from(bytes),
        type: 'application/json',
      })),
      weight: 1,
    },
    { arbitrary: fc.constant({ kind: 'none' }), weight: 1 },
  );
};
