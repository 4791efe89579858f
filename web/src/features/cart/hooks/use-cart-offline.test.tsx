// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Product } from '#domain/catalog.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import { useCart } from './use-cart.ts';

const LARK = { id: 's1', slug: 's1', name: 'Larkspur & Lime', licenseNumber: 'L', borough: 'Brooklyn' };
const product = (id: string) =>
  ({
    id,
    name: `Product ${id}`,
    shop: LARK,
    limitCategory: 'edible',
    price: 5000,
    prices: { '3.5g': 5000 },
    variants: [{ label: '3.5g', netGrams: 0, stock: 10 }],
  }) as unknown as Product;
const line = (id: string, productId: string, quantity: number) => ({
  id,
  productId,
  quantity,
  selectedWeight: '3.5g',
  product: product(productId),
});

const server = vi.hoisted(() => ({
  cart: [] as ReturnType<typeof line>[],
  calls: [] as string[],
}));
vi.mock('#web/lib/api-client.ts', async (actual) => {
  const real = await actual<typeof import('#web/lib/api-client.ts')>();
  return {
    ...real,
    api: (path: string, options?: { method?: string; body?: { quantity?: number; productId?: string } }) => {
      const method = options?.method ?? 'GET';
      server.calls.push(`${method} ${path}${options?.body?.quantity ? ` ${options.body.quantity}` : ''}`);
      if (path === '/api/session') return Promise.resolve({ user: { id: 'u1' } });
      if (path === '/api/cart') return Promise.resolve({ items: server.cart });
      const id = /\/api\/cart\/items\/(.+)$/.exec(path)?.[1];
      if (method === 'PATCH' && id) {
        server.cart = server.cart.map((l) =>
          l.id === id ? { ...l, quantity: options!.body!.quantity! } : l,
        );
      } else if (method === 'DELETE' && id) {
        server.cart = server.cart.filter((l) => l.id !== id);
      } else if (method === 'POST') {
        server.cart = [...server.cart, line('l9', options!.body!.productId!, options!.body!.quantity!)];
      }
      return Promise.resolve({ items: server.cart });
    },
  };
});
vi.mock('#web/lib/analytics.ts', () => ({ track: () => undefined }));

function render() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useCart(), { wrapper });
}

const quantities = (lines: { productId: string; quantity: number }[]) =>
  lines.map((l) => `${l.productId}×${l.quantity}`);

beforeEach(() => {
  server.cart = [line('l1', 'p1', 1), line('l2', 'p2', 2)];
  server.calls = [];
  onlineManager.setOnline(true);
});
afterEach(() => {
  cleanup();
  onlineManager.setOnline(true);
});

describe('a signed-in cart offline', () => {
  it('shows changes at once, sends them in order once the connection returns, then reads the cart again', async () => {
    const { result } = render();
    await waitFor(() => expect(result.current.lines).toHaveLength(2));
    server.calls = [];

    act(() => onlineManager.setOnline(false));
    const [first, second] = result.current.lines;
    await act(async () => {
      expect(await result.current.setQuantity(first!, 2)).toBe(true);
    });
    await act(async () => {
      expect(await result.current.setQuantity({ ...first!, quantity: 2 }, 3)).toBe(true);
    });
    await act(async () => {
      expect(await result.current.remove(second!)).toBe(true);
    });
    await act(async () => {
      expect(await result.current.add({ product: product('p3'), selectedWeight: '3.5g', quantity: 1 })).toBe(
        true,
      );
    });
    await waitFor(() => expect(quantities(result.current.lines)).toEqual(['p1×3', 'p3×1']));
    expect(result.current.count).toBe(4);
    expect(server.calls).toEqual([]);

    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(server.calls.at(-1)).toBe('GET /api/cart'));
    expect(server.calls).toEqual([
      'PATCH /api/cart/items/l1 2',
      'PATCH /api/cart/items/l1 3',
      'DELETE /api/cart/items/l2',
      'POST /api/cart/items 1',
      'GET /api/cart',
    ]);
    expect(quantities(result.current.lines)).toEqual(['p1×3', 'p3×1']);
    expect(result.current.lines.map((l) => l.id)).toEqual(['l1', 'l9']);
  });
});
