import { describe, expect, it } from 'vitest';
import {
  daysOfStock,
  hasActivityOrIsOnSale,
  pageOfProductAnalytics,
  sortProductAnalytics,
  type ProductAnalyticsRow,
} from './product-analytics.ts';

const row = (name: string, over: Partial<ProductAnalyticsRow> = {}): ProductAnalyticsRow => ({
  productId: '00000000-0000-4000-8000-000000000001',
  name,
  category: 'flower',
  shopName: 'Shop',
  status: 'active',
  views: 0,
  addToCart: 0,
  units: 0,
  orders: 0,
  revenueCents: 0,
  conversion: null,
  stock: 0,
  daysOfStock: null,
  ...over,
});

describe('days of stock', () => {
  it('divides the stock by the units sold a day, one decimal; none when nothing sold', () => {
    expect(daysOfStock(30, 30, 30)).toBe(30);
    expect(daysOfStock(10, 3, 7)).toBe(23.3);
    expect(daysOfStock(0, 5, 7)).toBe(0);
    expect(daysOfStock(12, 0, 30)).toBeNull();
  });
});

describe('sorting the product analytics', () => {
  const rows = [
    row('Bravo', { revenueCents: 500, daysOfStock: 3 }),
    row('alpha', { revenueCents: 900, daysOfStock: null }),
    row('Charlie', { revenueCents: 500, daysOfStock: 10 }),
  ];
  it('sorts by a number either way, ties by name', () => {
    expect(sortProductAnalytics(rows, 'revenue', 'desc').map((r) => r.name)).toEqual([
      'alpha',
      'Bravo',
      'Charlie',
    ]);
    expect(sortProductAnalytics(rows, 'revenue', 'asc').map((r) => r.name)).toEqual([
      'Bravo',
      'Charlie',
      'alpha',
    ]);
  });
  it('keeps rows without a value (—) last in both directions', () => {
    expect(sortProductAnalytics(rows, 'daysOfStock', 'asc').map((r) => r.name)).toEqual([
      'Bravo',
      'Charlie',
      'alpha',
    ]);
    expect(sortProductAnalytics(rows, 'daysOfStock', 'desc').map((r) => r.name)).toEqual([
      'Charlie',
      'Bravo',
      'alpha',
    ]);
  });
  it('sorts names without regard to case', () => {
    expect(sortProductAnalytics(rows, 'name', 'asc').map((r) => r.name)).toEqual([
      'alpha',
      'Bravo',
      'Charlie',
    ]);
  });
});

describe('the table a page at a time', () => {
  const rows = Array.from({ length: 7 }, (_, i) => row(`P${i}`));
  it('slices the sorted rows and counts the pages', () => {
    expect(pageOfProductAnalytics(rows, 1, 3)).toMatchObject({ total: 7, page: 1, pageCount: 3 });
    expect(pageOfProductAnalytics(rows, 3, 3).rows.map((r) => r.name)).toEqual(['P6']);
    expect(pageOfProductAnalytics(rows, 4, 3).rows).toEqual([]);
    expect(pageOfProductAnalytics([], 1, 3)).toMatchObject({ total: 0, pageCount: 0 });
  });
  it('keeps a draft only once it was seen, added or sold', () => {
    expect(hasActivityOrIsOnSale(row('a', { status: 'draft' }))).toBe(false);
    expect(hasActivityOrIsOnSale(row('a', { status: 'draft', views: 1 }))).toBe(true);
    expect(hasActivityOrIsOnSale(row('a', { status: 'draft', addToCart: 1 }))).toBe(true);
    expect(hasActivityOrIsOnSale(row('a', { status: 'draft', units: 2 }))).toBe(true);
    expect(hasActivityOrIsOnSale(row('a', { status: 'archived' }))).toBe(true);
  });
});
