import { describe, expect, it } from 'vitest';
import { itemName, planReorder, type ReorderItem } from './reorder-plan.ts';

const item = (over: Partial<ReorderItem> = {}): ReorderItem => ({
  productId: 'p1',
  productName: 'Blue Dream',
  variantLabel: '3.5g',
  quantity: 2,
  ...over,
});

describe('planReorder', () => {
  it('puts back every line that is still sold and in stock', () => {
    const plan = planReorder(
      [item(), item({ productId: 'p2', productName: 'Gummies', variantLabel: 'unit', quantity: 1 })],
      [
        { id: 'p1', variants: [{ label: '3.5g', stock: 10 }] },
        { id: 'p2', variants: [{ label: 'unit', stock: 3 }] },
      ],
    );
    expect(plan.notes).toEqual([]);
    expect(plan.lines).toEqual([
      { productId: 'p1', selectedWeight: '3.5g', quantity: 2, name: 'Blue Dream (3.5g)' },
      { productId: 'p2', selectedWeight: 'unit', quantity: 1, name: 'Gummies' },
    ]);
  });

  it('skips products no longer sold, variants gone and items out of stock', () => {
    const plan = planReorder(
      [item(), item({ productId: 'p2', productName: 'Gone' }), item({ variantLabel: '7g' })],
      [{ id: 'p1', variants: [{ label: '3.5g', stock: 0 }] }],
    );
    expect(plan.lines).toEqual([]);
    expect(plan.notes).toEqual([
      'Blue Dream (3.5g) is out of stock',
      'Gone (3.5g) is no longer sold',
      'Blue Dream (7g) is no longer sold',
    ]);
  });

  it('cuts a line down to the stock left and says so', () => {
    const plan = planReorder(
      [item({ quantity: 5 })],
      [{ id: 'p1', variants: [{ label: '3.5g', stock: 1 }] }],
    );
    expect(plan.lines[0]!.quantity).toBe(1);
    expect(plan.notes).toEqual(['Only 1 of Blue Dream (3.5g) is left']);
  });

  it('merges repeated lines of the same item before checking stock', () => {
    const plan = planReorder(
      [item({ quantity: 2 }), item({ quantity: 3 })],
      [{ id: 'p1', variants: [{ label: '3.5g', stock: 4 }] }],
    );
    expect(plan.lines).toEqual([
      { productId: 'p1', selectedWeight: '3.5g', quantity: 4, name: 'Blue Dream (3.5g)' },
    ]);
    expect(plan.notes).toEqual(['Only 4 of Blue Dream (3.5g) are left']);
  });
});

describe('itemName', () => {
  it('leaves the weight out for items sold by the piece', () => {
    expect(itemName({ productName: 'Gummies', variantLabel: 'unit' })).toBe('Gummies');
    expect(itemName({ productName: 'OG', variantLabel: '1g' })).toBe('OG (1g)');
  });
});
