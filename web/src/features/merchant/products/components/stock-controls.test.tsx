// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { MerchantVariant } from '#domain/merchant/shop-contracts.ts';
import { StockControls } from './stock-controls.tsx';

const variant = (stock: number): MerchantVariant => ({
  id: '11111111-1111-4111-8111-111111111111',
  label: '3.5g',
  priceCents: 4500,
  netGrams: 3.5,
  stock,
  soldOut: stock === 0,
  lowStock: stock > 0 && stock <= 5,
});

function renderControls(stock: number) {
  const fetchMock = vi.fn(() =>
    Promise.resolve(
      new Response(JSON.stringify({ productId: variant(0).id, variant: variant(0) }), {
        headers: { 'content-type': 'application/json' },
      }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <StockControls variant={variant(stock)} name="Blue Dream" />
    </QueryClientProvider>,
  );
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('StockControls', () => {
  it('offers Sold out until a new count is typed, then asks for its reason', async () => {
    renderControls(12);
    expect(screen.getByRole('button', { name: 'Sold out' })).toBeTruthy();
    expect(screen.queryByLabelText('Reason for Blue Dream, 3.5g')).toBeNull();
    const count = screen.getByLabelText('New stock count for Blue Dream, 3.5g');
    await userEvent.clear(count);
    await userEvent.type(count, '20');
    expect(screen.getByLabelText('Reason for Blue Dream, 3.5g')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Update' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sold out' })).toBeNull();
  });

  it('86es the variant through its own route', async () => {
    const fetchMock = renderControls(12);
    await userEvent.click(screen.getByRole('button', { name: 'Sold out' }));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/merchant/variants/11111111-1111-4111-8111-111111111111/sold-out',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('brings a sold-out variant back with the typed count', async () => {
    const fetchMock = renderControls(0);
    const count = screen.getByLabelText('New stock count for Blue Dream, 3.5g');
    await userEvent.clear(count);
    await userEvent.type(count, '7');
    await userEvent.click(screen.getByRole('button', { name: 'Back in stock' }));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/merchant/variants/11111111-1111-4111-8111-111111111111/back-in-stock',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ stock: 7 }) }),
    );
  });
});
