// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { GUEST_CART_KEY } from '#domain/cart.ts';
import { otherShopMessage } from '#domain/cart-shops.ts';
import type { Product } from '#domain/catalog.ts';
import { newCartDialog, useNewCartQuestion } from '../stores/new-cart-dialog.ts';
import { useCart } from './use-cart.ts';

const shop = (id: string, name: string) => ({ id, slug: id, name, licenseNumber: 'L', borough: 'Brooklyn' });
const LARK = shop('s1', 'Larkspur & Lime');
const IRON = shop('s2', 'Ironbark Cannabis Co.');
const item = (id: string, name: string, itemShop: typeof LARK) =>
  ({
    id,
    name,
    shop: itemShop,
    limitCategory: 'edible',
    price: 5000,
    prices: { '3.5g': 5000 },
    variants: [{ label: '3.5g', netGrams: 0, stock: 10 }],
  }) as unknown as Product;
const product = item('p1', 'Harbor Fog', LARK);
const fog = item('p2', 'Velvet Plum', IRON);
const ref = (s: typeof LARK) => ({ id: s.id, name: s.name });

const server = vi.hoisted(() => ({
  session: null as null | ((user: { id: string } | null) => void),
  user: undefined as undefined | { id: string } | null,
  posts: [] as unknown[],
  cart: [] as unknown[],
  refuseOnce: null as null | { code: string; message: string },
}));
vi.mock('#web/lib/api-client.ts', async (actual) => {
  const real = await actual<typeof import('#web/lib/api-client.ts')>();
  return {
    ...real,
    api: (path: string, options?: { method?: string; body?: unknown }) => {
      if (path === '/api/session') {
        if (server.user !== undefined) return Promise.resolve({ user: server.user });
        return new Promise((resolve) => (server.session = (user) => resolve({ user })));
      }
      if (path === '/api/cart' && !options?.method) return Promise.resolve({ items: server.cart });
      if (path.startsWith('/api/products?ids=')) return Promise.resolve({ products: [product, fog] });
      if (path === '/api/cart/items' && options?.method === 'POST') {
        server.posts.push(options.body);
        const refusal = server.refuseOnce;
        server.refuseOnce = null;
        if (refusal) return Promise.reject(new real.ApiError(409, refusal.code, refusal.message));
        return Promise.resolve({ items: [] });
      }
      return Promise.reject(new Error(`unexpected ${options?.method ?? 'GET'} ${path}`));
    },
  };
});
vi.mock('#web/lib/analytics.ts', () => ({ track: () => undefined }));

function render() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => ({ cart: useCart(), question: useNewCartQuestion() }), { wrapper });
}

const stored = () => JSON.parse(localStorage.getItem(GUEST_CART_KEY) ?? 'null') as unknown;
const fromLark = {
  product_id: 'p1',
  quantity: 2,
  selected_weight: '3.5g',
  shop_id: 's1',
  shop_name: LARK.name,
};

beforeEach(() => {
  localStorage.clear();
  server.session = null;
  server.user = undefined;
  server.posts = [];
  server.cart = [];
  server.refuseOnce = null;
});
afterEach(() => {
  cleanup();
  newCartDialog.answer(false);
});

describe('useCart.add before the session is known', () => {
  it("waits for it, and puts a signed-in customer's item in their server cart", async () => {
    const { result } = render();
    await waitFor(() => expect(server.session).not.toBeNull());
    expect(result.current.cart.isLoading).toBe(true);

    let added: Promise<boolean> | undefined;
    act(() => {
      added = result.current.cart.add({ product, selectedWeight: '3.5g', quantity: 1 });
    });
    act(() => server.session!({ id: 'u1' }));

    expect(await added).toBe(true);
    expect(server.posts).toEqual([{ productId: 'p1', selectedWeight: '3.5g', quantity: 1 }]);
    expect(localStorage.getItem(GUEST_CART_KEY)).toBeNull();
  });

  it("puts a guest's item, with its shop, in the browser's cart once the session says nobody is signed in", async () => {
    const { result } = render();
    await waitFor(() => expect(server.session).not.toBeNull());
    let added: Promise<boolean> | undefined;
    act(() => {
      added = result.current.cart.add({ product, selectedWeight: '3.5g', quantity: 1 });
    });
    act(() => server.session!(null));

    expect(await added).toBe(true);
    expect(server.posts).toEqual([]);
    expect(stored()).toEqual([{ ...fromLark, quantity: 1 }]);
  });
});

describe('useCart.add: one order comes from one shop', () => {
  /** Adds Velvet Plum (Ironbark) and waits for the question; `added` settles once it is answered. */
  async function addFog(result: ReturnType<typeof render>['result']) {
    let added: Promise<boolean> | undefined;
    act(() => {
      added = result.current.cart.add({ product: fog, selectedWeight: '3.5g', quantity: 1 });
    });
    await waitFor(() => expect(result.current.question).not.toBeNull());
    return { added: added! };
  }

  it('guest: asks before adding from another shop; "Keep my cart" changes nothing', async () => {
    server.user = null;
    localStorage.setItem(GUEST_CART_KEY, JSON.stringify([fromLark]));
    const { result } = render();
    await waitFor(() => expect(result.current.cart.shops).toEqual([LARK]));
    expect(result.current.cart.mixedShops).toBeNull();

    const { added } = await addFog(result);
    expect(result.current.question).toEqual({
      cartShops: [ref(LARK)],
      productName: 'Velvet Plum',
      shop: IRON,
    });
    act(() => newCartDialog.answer(false));
    expect(await added).toBe(false);
    expect(stored()).toEqual([fromLark]);
  });

  it('guest: "Start new cart" empties the cart and adds the item', async () => {
    server.user = null;
    localStorage.setItem(GUEST_CART_KEY, JSON.stringify([fromLark]));
    const { result } = render();
    const { added } = await addFog(result);
    act(() => newCartDialog.answer(true));
    expect(await added).toBe(true);
    expect(stored()).toEqual([
      { product_id: 'p2', quantity: 1, selected_weight: '3.5g', shop_id: 's2', shop_name: IRON.name },
    ]);
    expect(result.current.question).toBeNull();
  });

  it('guest: an old cart saved without shops asks too, from the catalog', async () => {
    server.user = null;
    localStorage.setItem(
      GUEST_CART_KEY,
      JSON.stringify([{ product_id: 'p1', quantity: 1, selected_weight: '3.5g' }]),
    );
    const { result } = render();
    const { added } = await addFog(result);
    expect(result.current.question?.cartShops).toEqual([ref(LARK)]);
    act(() => newCartDialog.answer(false));
    expect(await added).toBe(false);
  });

  it('guest: adds from the same shop without asking; a cart mixed anyway says so', async () => {
    server.user = null;
    localStorage.setItem(GUEST_CART_KEY, JSON.stringify([fromLark]));
    const { result } = render();
    let added: Promise<boolean> | undefined;
    act(() => {
      added = result.current.cart.add({ product, selectedWeight: '3.5g', quantity: 1 });
    });
    expect(await added).toBe(true);
    expect(result.current.question).toBeNull();

    act(() => {
      localStorage.setItem(
        GUEST_CART_KEY,
        JSON.stringify([fromLark, { product_id: 'p2', quantity: 1, selected_weight: '3.5g' }]),
      );
      window.dispatchEvent(new Event('storage'));
    });
    await waitFor(() => expect(result.current.cart.shops).toHaveLength(2));
    expect(result.current.cart.mixedShops).toMatch(/^Each order comes from one shop/);
  });

  it('member: "Start new cart" asks the server to replace the cart', async () => {
    server.user = { id: 'u1' };
    server.cart = [{ id: 'l1', productId: 'p1', quantity: 1, selectedWeight: '3.5g', product }];
    const { result } = render();
    const { added } = await addFog(result);
    act(() => newCartDialog.answer(true));
    expect(await added).toBe(true);
    expect(server.posts).toEqual([{ productId: 'p2', selectedWeight: '3.5g', quantity: 1, replace: true }]);
  });

  it('member: a cart changed elsewhere is refused by the server, then asked about with what it holds', async () => {
    server.user = { id: 'u1' };
    const { result } = render();
    await waitFor(() => expect(result.current.cart.isLoading).toBe(false));
    server.cart = [{ id: 'l1', productId: 'p1', quantity: 1, selectedWeight: '3.5g', product }];
    server.refuseOnce = { code: 'other_shop', message: otherShopMessage([LARK], IRON) };

    const { added } = await addFog(result);
    expect(result.current.question?.cartShops).toEqual([LARK]);
    act(() => newCartDialog.answer(true));
    expect(await added).toBe(true);
    expect(server.posts).toEqual([
      { productId: 'p2', selectedWeight: '3.5g', quantity: 1 },
      { productId: 'p2', selectedWeight: '3.5g', quantity: 1, replace: true },
    ]);
  });
});
