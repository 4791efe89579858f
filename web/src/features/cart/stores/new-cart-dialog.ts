import { useSyncExternalStore } from 'react';
import type { ShopRef } from '#domain/cart-shops.ts';

/** What 'Start a new cart?' asks about: the cart's shops and the product from another shop. */
export interface NewCartQuestion {
  cartShops: ShopRef[];
  productName: string;
  shop: ShopRef;
}

let question: NewCartQuestion | null = null;
let settle: ((startNew: boolean) => void) | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** One question at a time: asking again answers the open question with 'keep'. */
export const newCartDialog = {
  ask(next: NewCartQuestion): Promise<boolean> {
    settle?.(false);
    settle = null;
    question = next;
    emit();
    return new Promise((resolve) => {
      settle = resolve;
    });
  },
  answer(startNew: boolean) {
    const resolve = settle;
    settle = null;
    question = null;
    emit();
    resolve?.(startNew);
  },
};

export function useNewCartQuestion(): NewCartQuestion | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => question,
    () => null,
  );
}
