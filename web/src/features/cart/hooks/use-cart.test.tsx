// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { GUEST_CART_KEY } from '#domain/cart.ts';
import type { Product } from '#domain/catalog.ts';
import { useCart } from './use-cart.ts';

const server = vi.hoisted(() => ({
  session: null as null | ((user: { id: string } | null) => void),
  posts: [] as unknown[],
}));
vi.mock('#web/lib/api-client.ts', async (actual) => ({
  ...(await actual<typeof import('#web/lib/api-client.ts')>()),
  api: (path: string, options?: { method?: string; body?: unknown }) => {
    if (path === '/api/session')
      return new Promise((resolve) => (server.session = (user) => resolve({ user })));
    if (path === '/api/cart' && !options?.method) return Promise.resolve({ items: [] });
    if (path === '/api/cart/items' && options?.method === 'POST') {
      server.posts.push(options.body);
      return Promise.resolve({ items: [] });
    }
    return Promise.reject(new Error(`unexpected ${options?.method ?? 'GET'} ${path}`));
  },
}));
vi.mock('#web/lib/analytics.ts', () => ({ track: () => undefined }));

const product = {
  id: 'p1',
  name: 'Harbor Fog',
  price: 5000,
  prices: { '3.5g': 5000 },
  variants: [{ label: '3.5g', stock: 10 }],
} as unknown as Product;

function render() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useCart(), { wrapper });
}

beforeEach(() => {
  localStorage.clear();
  server.session = null;
  server.posts = [];
});
afterEach(cleanup);

describe('useCart.add before the session is known', () => {
  it("waits for it, and puts a signed-in customer's item in their server cart", async () => {
    const { result } = render();
    await waitFor(() => expect(server.session).not.toBeNull());
    expect(result.current.isLoading).toBe(true);

    let added: Promise<boolean> | undefined;
    act(() => {
      added = result.current.add({ product, selectedWeight: '3.5g', quantity: 1 });
    });
    act(() => server.session!({ id: 'u1' }));

    expect(await added).toBe(true);
    expect(server.posts).toEqual([{ productId: 'p1', selectedWeight: '3.5g', quantity: 1 }]);
    expect(localStorage.getItem(GUEST_CART_KEY)).toBeNull();
  });

  it("puts a guest's item in the browser's cart once the session says nobody is signed in", async () => {
    const { result } = render();
    await waitFor(() => expect(server.session).not.toBeNull());
    let added: Promise<boolean> | undefined;
    act(() => {
      added = result.current.add({ product, selectedWeight: '3.5g', quantity: 1 });
    });
    act(() => server.session!(null));

    expect(await added).toBe(true);
    expect(server.posts).toEqual([]);
    expect(JSON.parse(localStorage.getItem(GUEST_CART_KEY)!)).toEqual([
      { product_id: 'p1', quantity: 1, selected_weight: '3.5g' },
    ]);
  });
});
