// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GUEST_CART_KEY } from '#domain/cart.ts';
import { CART_UPDATED } from '#web/lib/cart-events.ts';
import { guestCart } from './guest-cart.ts';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const stored = () => JSON.parse(localStorage.getItem(GUEST_CART_KEY) ?? '[]') as unknown;

describe('guest cart store', () => {
  const listener = vi.fn();
  beforeEach(() => {
    localStorage.clear();
    window.addEventListener(CART_UPDATED, listener);
  });
  afterEach(() => {
    window.removeEventListener(CART_UPDATED, listener);
    listener.mockReset();
  });

  it('keeps entries in localStorage with the spec field names', () => {
    guestCart.add(A, '7g', 2);
    expect(stored()).toEqual([{ product_id: A, quantity: 2, selected_weight: '7g' }]);
  });

  it('merges the same product and weight, keeps other weights apart', () => {
    guestCart.add(A, '7g', 1);
    guestCart.add(A, '7g', 2);
    guestCart.add(A, '3.5g', 1);
    guestCart.add(B, 'unit', 1);
    expect(guestCart.entries()).toEqual([
      { product_id: A, quantity: 3, selected_weight: '7g' },
      { product_id: A, quantity: 1, selected_weight: '3.5g' },
      { product_id: B, quantity: 1, selected_weight: 'unit' },
    ]);
  });

  it("keeps each product's shop with its entry, and replaces the cart in one write", () => {
    const lark = { id: 's1', name: 'Larkspur & Lime' };
    const iron = { id: 's2', name: 'Ironbark Cannabis Co.' };
    guestCart.add(A, '7g', 1, lark);
    guestCart.add(A, '3.5g', 1, lark);
    expect(stored()).toEqual([
      { product_id: A, quantity: 1, selected_weight: '7g', shop_id: 's1', shop_name: 'Larkspur & Lime' },
      { product_id: A, quantity: 1, selected_weight: '3.5g', shop_id: 's1', shop_name: 'Larkspur & Lime' },
    ]);
    listener.mockReset();
    guestCart.replace(B, 'unit', 2, iron);
    expect(stored()).toEqual([
      {
        product_id: B,
        quantity: 2,
        selected_weight: 'unit',
        shop_id: 's2',
        shop_name: 'Ironbark Cannabis Co.',
      },
    ]);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('updates a quantity, never below 1', () => {
    guestCart.add(A, '7g', 1);
    guestCart.update(A, '7g', 4);
    expect(guestCart.entries()[0]?.quantity).toBe(4);
    guestCart.update(A, '7g', 0);
    expect(guestCart.entries()[0]?.quantity).toBe(1);
  });

  it('removes one line and clears all', () => {
    guestCart.add(A, '7g', 1);
    guestCart.add(B, 'unit', 1);
    guestCart.remove(A, '7g');
    expect(guestCart.entries().map((e) => e.product_id)).toEqual([B]);
    guestCart.clear();
    expect(guestCart.entries()).toEqual([]);
    expect(localStorage.getItem(GUEST_CART_KEY)).toBeNull();
  });

  it("fires 'cartUpdated' on every change", () => {
    guestCart.add(A, '7g', 1);
    guestCart.update(A, '7g', 2);
    guestCart.remove(A, '7g');
    guestCart.clear();
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it('returns the same array until storage changes (stable snapshot)', () => {
    guestCart.add(A, '7g', 1);
    expect(guestCart.entries()).toBe(guestCart.entries());
  });

  it('ignores corrupt storage and defaults the weight', () => {
    localStorage.setItem(GUEST_CART_KEY, '{not json');
    expect(guestCart.entries()).toEqual([]);
    localStorage.setItem(GUEST_CART_KEY, JSON.stringify([{ product_id: A, quantity: 2 }, { product_id: B }]));
    expect(guestCart.entries()).toEqual([{ product_id: A, quantity: 2, selected_weight: 'unit' }]);
  });
});
