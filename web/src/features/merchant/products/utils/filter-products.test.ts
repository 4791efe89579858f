import { describe, expect, it } from 'vitest';
import type { MerchantProduct } from '#domain/merchant/shop-contracts.ts';
import { filterProducts, stockCounts } from './filter-products.ts';

const variant = (id: string, stock: number) => ({
  id,
  label: 'unit',
  priceCents: 1000,
  netGrams: 1,
  stock,
  soldOut: stock === 0,
  lowStock: stock > 0 && stock <= 5,
});
const product = (name: string, category: MerchantProduct['category'], stocks: number[]): MerchantProduct => ({
  id: name,
  name,
  slug: name,
  category,
  imageUrl: '',
  active: true,
  thcPercentage: null,
  thcaPercentage: null,
  cbdPercentage: null,
  thcMgPerServing: null,
  thcMgPerPackage: null,
  labBatch: null,
  variants: stocks.map((s, i) => variant(`${name}-${i}`, s)),
});
const list = [product('Blue Dream', 'flower', [0, 3]), product('Sour Gummies', 'edibles', [40])];

describe('filterProducts', () => {
  it('filters by text and category together', () => {
    expect(filterProducts(list, { q: 'blue', category: '' }).map((p) => p.name)).toEqual(['Blue Dream']);
    expect(filterProducts(list, { q: '', category: 'edibles' }).map((p) => p.name)).toEqual(['Sour Gummies']);
    expect(filterProducts(list, { q: 'blue', category: 'edibles' })).toEqual([]);
  });

  it('counts sold-out and low variants', () => {
    expect(stockCounts(list)).toEqual({ variants: 3, soldOut: 1, low: 1 });
  });
});
