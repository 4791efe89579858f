import { describe, expect, it } from 'vitest';
import {
  fromShopLabel,
  mixedShopsMessage,
  namesList,
  needsNewCart,
  newCartMessage,
  otherShopMessage,
  shopsOf,
} from './cart-shops.ts';

const lark = { id: 'a', name: 'Larkspur & Lime' };
const iron = { id: 'b', name: 'Ironbark Cannabis Co.' };
const cove = { id: 'c', name: 'Hallets Cove Botanicals' };

describe('namesList', () => {
  it('lists names as a sentence would', () => {
    expect(namesList([])).toBe('');
    expect(namesList(['A'])).toBe('A');
    expect(namesList(['A', 'B'])).toBe('A and B');
    expect(namesList(['A', 'B', 'C'])).toBe('A, B and C');
    expect(namesList(['A', 'B', 'C', 'D'])).toBe('A, B, C and D');
  });
});

describe('shopsOf', () => {
  it('keeps each shop once, in the order the lines first name it', () => {
    expect(shopsOf([iron, lark, iron, { ...lark }, cove])).toEqual([iron, lark, cove]);
    expect(shopsOf([])).toEqual([]);
  });
});

describe('mixedShopsMessage', () => {
  it('allows an empty cart and a cart from one shop, however many lines', () => {
    expect(mixedShopsMessage([])).toBeNull();
    expect(mixedShopsMessage([lark, lark, lark])).toBeNull();
  });

  it('refuses two shops, naming both in the order of the cart', () => {
    expect(mixedShopsMessage([lark, iron, lark])).toBe(
      "Each order comes from one shop. Your cart has items from Larkspur & Lime and Ironbark Cannabis Co.: remove one shop's items to check out.",
    );
  });

  it('refuses three shops, listing them naturally', () => {
    expect(mixedShopsMessage([cove, lark, iron])).toBe(
      "Each order comes from one shop. Your cart has items from Hallets Cove Botanicals, Larkspur & Lime and Ironbark Cannabis Co.: keep one shop's items and remove the rest to check out.",
    );
  });
});

describe('needsNewCart', () => {
  it('is false for an empty cart or one from the same shop, true when any line is from another', () => {
    expect(needsNewCart([], lark.id)).toBe(false);
    expect(needsNewCart([lark, lark], lark.id)).toBe(false);
    expect(needsNewCart([lark], iron.id)).toBe(true);
    expect(needsNewCart([lark, iron], lark.id)).toBe(true);
  });
});

describe('messages', () => {
  it('names the cart’s shop and the new one', () => {
    expect(otherShopMessage([lark, lark], iron)).toBe(
      'Your cart has items from Larkspur & Lime. Each order comes from one shop: start a new cart to add items from Ironbark Cannabis Co.',
    );
    expect(otherShopMessage([iron], lark)).toBe(
      'Your cart has items from Ironbark Cannabis Co. Each order comes from one shop: start a new cart to add items from Larkspur & Lime.',
    );
    expect(newCartMessage([lark], 'Velvet Plum', iron)).toBe(
      'Your cart has items from Larkspur & Lime. Each order comes from one shop, so adding Velvet Plum from Ironbark Cannabis Co. will empty your cart first.',
    );
    expect(newCartMessage([iron, cove], 'Harbor Fog', lark)).toBe(
      'Your cart has items from Ironbark Cannabis Co. and Hallets Cove Botanicals. Each order comes from one shop, so adding Harbor Fog from Larkspur & Lime will empty your cart first.',
    );
    expect(fromShopLabel(cove)).toBe('From Hallets Cove Botanicals');
  });
});
