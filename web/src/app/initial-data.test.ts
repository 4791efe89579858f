import { describe, expect, it } from 'vitest';
import { serializeInitialData } from '#domain/rendered-pages.ts';
import { readInitialData } from './initial-data.ts';

const docWith = (text: string | null) =>
  ({ getElementById: () => (text === null ? null : { textContent: text }) }) as unknown as Document;

describe('initial data', () => {
  it('cannot close its script element or open a comment, whatever the text holds', () => {
    const hostile = '</script><script>alert(1)</script><!-- \u2028\u2029 &';
    const json = serializeInitialData([{ queryKey: ['orders', 'track', 'X'], data: { name: hostile } }]);
    expect(json).not.toMatch(/<|>|\u2028|\u2029/);
    expect(JSON.parse(json)).toEqual([{ queryKey: ['orders', 'track', 'X'], data: { name: hostile } }]);
  });

  it('reads back what the server wrote, and nothing from a missing or malformed element', () => {
    const queries = [{ queryKey: ['products', 'detail', 'p1'], data: { id: 'p1' } }];
    expect(readInitialData(docWith(serializeInitialData(queries)))).toEqual(queries);
    expect(readInitialData(docWith(null))).toEqual([]);
    expect(readInitialData(docWith('{not json'))).toEqual([]);
    expect(readInitialData(docWith('[{"data":1},{"queryKey":"x"}]'))).toEqual([]);
    expect(readInitialData(undefined)).toEqual([]);
  });
});
