import { describe, expect, it } from 'vitest';
import type { Product } from '../catalog.ts';
import { browseProducts, facetCounts, readBrowse, writeBrowse } from './browse.ts';

const product = (name: string, over: Partial<Product>): Product =>
  ({
    id: name,
    name,
    category: 'flower',
    strainType: 'indica',
    thcPercentage: 1,
    thcaPercentage: 20,
    price: 4000,
    inStock: true,
    listedAt: '2026-10-01T00:00:00.000Z',
    shop: { id: 's1', slug: 'larkspur', name: 'Larkspur & Lime', licenseNumber: 'L', borough: 'Brooklyn' },
    ...over,
  }) as Product;

const ironbark = { id: 's2', slug: 'ironbark', name: 'Ironbark', licenseNumber: 'I', borough: 'Queens' };
const catalog = [
  product('plum', { thcaPercentage: 29, price: 5500 }),
  product('haze', { strainType: 'sativa', inStock: false, price: 4000 }),
  product('rosin', { category: 'concentrates', thcaPercentage: 75, price: 7000, shop: ironbark }),
  product('chocolate', {
    category: 'edibles',
    strainType: 'hybrid',
    thcPercentage: null,
    thcaPercentage: null,
    price: 2400,
    listedAt: '2026-11-20T00:00:00.000Z',
  }),
  product('joint', { category: 'pre-rolls', thcaPercentage: 23, price: 1500, shop: ironbark }),
];
const names = (list: Product[]) => list.map((p) => p.name);

describe('the menu in the URL', () => {
  it('reads known values and drops unknown ones', () => {
    const params = new URLSearchParams(
      'category=flower&strain=indica&thc=25-30&price=bogus&stock=in&sort=newest&x=1',
    );
    expect(readBrowse(params)).toEqual({
      category: 'flower',
      strain: 'indica',
      thc: '25-30',
      stock: 'in',
      sort: 'newest',
    });
  });

  it('writes the state over the other params, leaving defaults out', () => {
    const next = writeBrowse(
      { category: 'edibles', sort: 'featured' },
      new URLSearchParams('strain=cbd&ref=mail'),
    );
    expect(next.toString()).toBe('ref=mail&category=edibles');
    expect(writeBrowse({ sort: 'price-asc', shop: 'ironbark' }, new URLSearchParams()).toString()).toBe(
      'shop=ironbark&sort=price-asc',
    );
  });
});

describe('browseProducts', () => {
  it('filters by every facet together', () => {
    expect(names(browseProducts(catalog, { strain: 'indica', shop: 'ironbark' }))).toEqual([
      'rosin',
      'joint',
    ]);
    expect(names(browseProducts(catalog, { thc: '20-25' }))).toEqual(['joint']);
    expect(names(browseProducts(catalog, { thc: '30-up' }))).toEqual(['rosin']);
    expect(names(browseProducts(catalog, { price: '50-100' }))).toEqual(['plum', 'rosin']);
    expect(names(browseProducts(catalog, { price: 'under-25', stock: 'in' }))).toEqual([
      'chocolate',
      'joint',
    ]);
    expect(names(browseProducts(catalog, { category: 'flower', stock: 'in' }))).toEqual(['plum']);
  });

  it('sorts, keeping sold-out products last', () => {
    expect(names(browseProducts(catalog, { sort: 'price-asc' }))).toEqual([
      'joint',
      'chocolate',
      'plum',
      'rosin',
      'haze',
    ]);
    expect(names(browseProducts(catalog, { sort: 'price-desc' }))).toEqual([
      'rosin',
      'plum',
      'chocolate',
      'joint',
      'haze',
    ]);
    expect(names(browseProducts(catalog, { sort: 'potency' }))).toEqual([
      'rosin',
      'plum',
      'joint',
      'chocolate',
      'haze',
    ]);
    expect(names(browseProducts(catalog, { sort: 'newest' }))[0]).toBe('chocolate');
    expect(names(browseProducts(catalog, {}))).toEqual(['plum', 'rosin', 'chocolate', 'joint', 'haze']);
  });
});

describe('facetCounts', () => {
  it("counts each option with the other filters kept and the facet's own choice left out", () => {
    const counts = facetCounts(catalog, { category: 'flower', strain: 'indica' });
    expect(counts.category).toEqual({ flower: 1, 'pre-rolls': 1, edibles: 0, concentrates: 1, vapes: 0 });
    expect(counts.strain).toEqual({ indica: 1, sativa: 1, hybrid: 0, cbd: 0 });
    expect(counts.thc).toEqual({ 'under-20': 0, '20-25': 0, '25-30': 1, '30-up': 0 });
    expect(counts.price).toEqual({ 'under-25': 0, '25-50': 0, '50-100': 1, '100-up': 0 });
    expect(counts.shops).toEqual([
      { slug: 'ironbark', name: 'Ironbark', count: 0 },
      { slug: 'larkspur', name: 'Larkspur & Lime', count: 1 },
    ]);
    expect(counts.inStock).toBe(1);
  });
});
