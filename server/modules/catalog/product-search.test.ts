import { describe, expect, it } from 'vitest';
import type { Product } from '#domain/catalog.ts';
import { createProductSearch } from './product-search.ts';

const product = (id: string, name: string, over: Partial<Product> = {}): Product =>
  ({
    id,
    name,
    description: 'Grown indoors. The grower describes the effect as calm, best kept for the evening.',
    category: 'flower',
    strainType: 'indica',
    thcPercentage: 1,
    thcaPercentage: 25,
    price: 4000,
    prices: { '3.5g': 4000 },
    imageUrl: '/x.svg',
    imageAlt: '',
    inStock: true,
    shop: { id: 's', slug: 's', name: 'Ironbark Cannabis Co.', licenseNumber: 'L', borough: 'Queens' },
    ...over,
  }) as Product;

const catalog = [
  product('1', 'Velvet Plum'),
  product('2', 'Steep Tea', {
    category: 'edibles',
    description: 'Steep in hot water.',
    thcaPercentage: null,
  }),
  product('3', 'Velvet Plum Vape', { category: 'vapes', inStock: false }),
];

describe('createProductSearch', () => {
  it('matches an unknown word fuzzily and a known word exactly', () => {
    const search = createProductSearch(catalog);
    expect(search.search('velvit').results.map((r) => r.id)).toEqual(['1', '3']);
    expect(search.search('steep').results.map((r) => r.id)).toEqual(['2']);
    expect(search.search('sleep').results.map((r) => r.id)).toEqual(['1', '3']);
    expect(search.search('ironbark').results).toHaveLength(3);
  });

  it('keeps the last text index when only stock or prices changed, and rebuilds it when a text did', () => {
    const first = createProductSearch(catalog);
    const restocked = catalog.map((p) => ({ ...p, inStock: true, price: p.price + 100 }));
    const next = createProductSearch(restocked, new Map(), first);
    expect(next.text).toBe(first.text);
    // The answer still reads the new snapshot: the vape is back in stock.
    expect(next.search('velvet plum').results.map((r) => [r.id, r.inStock])).toEqual([
      ['1', true],
      ['3', true],
    ]);
    const renamed = restocked.map((p) => (p.id === '2' ? { ...p, name: 'Sleepy Tea' } : p));
    expect(createProductSearch(renamed, new Map(), next).text).not.toBe(first.text);
  });
});
