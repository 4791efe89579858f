// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { GUEST_CART_KEY, type CartLine } from '#domain/cart.ts';
import { cartQueryKey } from '../api/get-cart.ts';
import { cartCountsNow, watchCartCountRises } from './cart-count-rises.ts';
import { guestCart } from './guest-cart.ts';

const line = (quantity: number) => ({ id: `l${quantity}`, quantity }) as unknown as CartLine;
let client: QueryClient;
let rises: number[];
let stop: () => void = () => undefined;

const signedIn = (id: string | null) => client.setQueryData(['session'], id && { id });
const watch = (from = cartCountsNow(client)) => {
  stop = watchCartCountRises(client, from, (count) => rises.push(count));
};

beforeEach(() => {
  window.localStorage.clear();
  client = new QueryClient();
  rises = [];
});
afterEach(() => stop());

describe('a guest', () => {
  it('is told of an add made before the session was known, once it is', () => {
    watch();
    expect(cartCountsNow(client).owner).toBeUndefined();
    signedIn(null);
    guestCart.add('p1', '3.5g', 2);
    expect(rises).toEqual([2]);
  });

  it('is told of an add made between drawing and watching (the page was still being taken over)', () => {
    signedIn(null);
    const drawn = cartCountsNow(client);
    guestCart.add('p1', '3.5g', 1);
    watch(drawn);
    expect(rises).toEqual([1]);
  });

  it('is told of each rise, and of no fall or change of weight that keeps the count', () => {
    signedIn(null);
    watch();
    guestCart.add('p1', '3.5g', 1);
    guestCart.add('p1', '3.5g', 1);
    guestCart.update('p1', '3.5g', 1);
    guestCart.remove('p1', '3.5g');
    expect(rises).toEqual([1, 2]);
  });

  it('hears a change made in another tab (the storage event)', () => {
    signedIn(null);
    watch();
    window.localStorage.setItem(
      GUEST_CART_KEY,
      JSON.stringify([{ product_id: 'p1', quantity: 3, selected_weight: '3.5g' }]),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: GUEST_CART_KEY }));
    expect(rises).toEqual([3]);
  });
});

describe('a signed-in customer', () => {
  it('is told when the server cart rises, after its first answer', () => {
    signedIn('u1');
    watch();
    client.setQueryData(cartQueryKey('u1'), [line(1)]);
    expect(rises).toEqual([]);
    client.setQueryData(cartQueryKey('u1'), [line(1), line(2)]);
    expect(rises).toEqual([3]);
  });

  it('is not told when signing in brings a bigger cart, nor of another account’s cart', () => {
    signedIn(null);
    guestCart.add('p1', '3.5g', 1);
    watch();
    client.setQueryData(cartQueryKey('u1'), [line(4)]);
    signedIn('u1');
    client.setQueryData(cartQueryKey('u2'), [line(5)]);
    expect(rises).toEqual([]);
    signedIn(null);
    expect(rises).toEqual([]);
  });

  it('is no longer told anything once the watch stops', () => {
    signedIn(null);
    watch();
    stop();
    guestCart.add('p1', '3.5g', 1);
    expect(rises).toEqual([]);
  });
});
