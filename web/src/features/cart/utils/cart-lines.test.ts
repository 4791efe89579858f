import { describe, expect, it } from 'vitest';
import { cartSubtotal, itemCount } from '#domain/cart.ts';
import type { Product } from '#domain/catalog.ts';
import { flowerLimitMessage } from '#domain/compliance/limits.ts';
import { guestLines, guestShops, lineShops, quantityProblem, serverLines } from './cart-lines.ts';

function product(overrides: Partial<Product> & Pick<Product, 'id' | 'name'>): Product {
  return {
    slug: overrides.id,
    description: '',
    category: 'flower',
    strainType: 'hybrid',
    limitCategory: 'flower',
    thcPercentage: null,
    thcaPercentage: null,
    cbdPercentage: null,
    thcMgPerServing: null,
    thcMgPerPackage: null,
    imageUrl: '/x.svg',
    imageAlt: '',
    images: [],
    featured: false,
    listedAt: '2026-11-01T12:00:00.000Z',
    price: 5000,
    prices: { '3.5g': 5000, '7g': 9000, '28g': 31000 },
    variants: [
      { label: '3.5g', priceCents: 5000, netGrams: 3.5, stock: 30 },
      { label: '7g', priceCents: 9000, netGrams: 7, stock: 2 },
      { label: '28g', priceCents: 31000, netGrams: 28, stock: 6 },
    ],
    inStock: true,
    shop: { id: 's', slug: 's', name: 'Shop', licenseNumber: 'L', borough: 'Brooklyn' },
    producer: null,
    labResult: null,
    ...overrides,
  };
}

const fog = product({ id: 'fog', name: 'Harbor Fog' });
const gummies = product({
  id: 'gum',
  name: 'Gummies',
  category: 'edibles',
  limitCategory: 'edible',
  price: 2400,
  prices: { unit: 2400 },
  variants: [{ label: 'unit', priceCents: 2400, netGrams: 0, stock: 0 }],
});

describe('guest cart lines', () => {
  const entries = [
    { product_id: 'fog', quantity: 2, selected_weight: '7g' },
    { product_id: 'gum', quantity: 3, selected_weight: 'unit' },
    { product_id: 'gone', quantity: 1, selected_weight: 'unit' },
  ];

  it('joins entries with their products and leaves unknown products out', () => {
    const lines = guestLines(entries, [fog, gummies]);
    expect(lines.map((l) => [l.productId, l.selectedWeight, l.quantity, l.id])).toEqual([
      ['fog', '7g', 2, null],
      ['gum', 'unit', 3, null],
    ]);
    expect(new Set(lines.map((l) => l.key)).size).toBe(2);
  });

  it('totals with the unit-price rule: prices[weight], then price', () => {
    const lines = guestLines(entries, [fog, gummies]);
    expect(cartSubtotal(lines)).toBe(2 * 9000 + 3 * 2400);
    expect(itemCount(lines)).toBe(5);
    const unknownWeight = guestLines([{ product_id: 'fog', quantity: 1, selected_weight: '14g' }], [fog]);
    expect(cartSubtotal(unknownWeight)).toBe(5000);
  });

  it('is empty before products load', () => {
    expect(guestLines(entries)).toEqual([]);
  });
});

describe('server cart lines', () => {
  it('keeps the server id as key', () => {
    const [line] = serverLines([
      { id: 'l1', productId: 'fog', quantity: 1, selectedWeight: '28g', product: fog },
    ]);
    expect(line).toMatchObject({ key: 'l1', id: 'l1', quantity: 1 });
    expect(cartSubtotal(line ? [line] : [])).toBe(31000);
  });
});

describe('quantityProblem (guest checks mirroring the server)', () => {
  it('refuses out-of-stock and over-stock quantities with the server wording', () => {
    expect(quantityProblem([], gummies, 'unit', 1)).toBe('Gummies is out of stock');
    expect(quantityProblem([], fog, '7g', 3)).toBe('Only 2 left of Harbor Fog');
    expect(quantityProblem([], fog, '7g', 2)).toBeNull();
  });

  it('refuses flower past 85.05 g across lines, counting the changed line once', () => {
    const lines = guestLines([{ product_id: 'fog', quantity: 3, selected_weight: '28g' }], [fog]);
    expect(quantityProblem(lines, fog, '28g', 3)).toBeNull();
    expect(quantityProblem(lines, fog, '3.5g', 1)).toBe(flowerLimitMessage());
    expect(quantityProblem([], fog, '28g', 4)).toBe(flowerLimitMessage());
  });
});

describe('the shops of a cart', () => {
  const lark = { id: 's1', slug: 's1', name: 'Larkspur & Lime', licenseNumber: 'L', borough: 'Brooklyn' };
  const iron = { ...lark, id: 's2', slug: 's2', name: 'Ironbark Cannabis Co.' };
  const larkFog = product({ id: 'fog', name: 'Harbor Fog', shop: lark });
  const ironGum = product({ id: 'gum', name: 'Gummies', shop: iron });

  it('lists the shops of the lines, each once', () => {
    const lines = guestLines(
      [
        { product_id: 'fog', quantity: 1, selected_weight: '7g' },
        { product_id: 'gum', quantity: 1, selected_weight: '7g' },
        { product_id: 'fog', quantity: 1, selected_weight: '3.5g' },
      ],
      [larkFog, ironGum],
    );
    expect(lineShops(lines).map((s) => s.name)).toEqual(['Larkspur & Lime', 'Ironbark Cannabis Co.']);
  });

  it("takes a guest entry's shop from its product, else from the entry; an old entry with neither is left out", () => {
    const saved = {
      product_id: 'gum',
      quantity: 1,
      selected_weight: 'unit',
      shop_id: 's2',
      shop_name: 'Ironbark',
    };
    const old = { product_id: 'fog', quantity: 1, selected_weight: '7g' };
    expect(guestShops([old, saved])).toEqual([{ id: 's2', name: 'Ironbark' }]);
    expect(guestShops([old, saved], [larkFog, ironGum])).toEqual([
      { id: 's1', name: 'Larkspur & Lime' },
      { id: 's2', name: 'Ironbark Cannabis Co.' },
    ]);
    expect(guestShops([{ ...old, shop_id: 7 } as never])).toEqual([]);
  });
});
