// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { InventoryRow } from '#domain/admin/inventory.ts';
import { AdjustStockForm } from './adjust-stock-form.tsx';

const row: InventoryRow = {
  variantId: '11111111-1111-4111-8111-111111111111',
  productId: '22222222-2222-4222-8222-222222222222',
  productName: 'Blue Dream',
  productStatus: 'active',
  category: 'flower',
  label: '3.5g',
  sku: null,
  shopId: '33333333-3333-4333-8333-333333333333',
  shopName: 'Slope House',
  stock: 20,
  threshold: 5,
  low: false,
  lastMovementAt: null,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm() {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve(
      new Response(JSON.stringify({ row: { ...row, stock: 0, low: true } }), {
        headers: { 'content-type': 'application/json' },
      }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  const onDone = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AdjustStockForm row={row} onDone={onDone} />
    </QueryClientProvider>,
  );
  return { fetchMock, onDone };
}

describe('AdjustStockForm', () => {
  it('shows the count a change leaves before saving', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Units (negative removes)'), '-3');
    expect(screen.getByText('20 → 17')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'New count' }));
    await userEvent.type(screen.getByLabelText('Count on the shelf'), '0');
    expect(screen.getByText('20 → 0')).toBeTruthy();
  });

  it('refuses with the schema’s message and sends nothing', async () => {
    const { fetchMock } = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter how many to add or remove')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a new count with its reason and note, then closes', async () => {
    const { fetchMock, onDone } = renderForm();
    await userEvent.click(screen.getByRole('radio', { name: 'New count' }));
    await userEvent.type(screen.getByLabelText('Count on the shelf'), '0');
    await userEvent.selectOptions(screen.getByLabelText('Reason'), 'damaged');
    await userEvent.type(screen.getByLabelText(/Note/), 'Water damage');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toContain(`/api/admin/inventory/${row.variantId}/adjust`);
    expect(JSON.parse(String(init!.body))).toEqual({
      mode: 'set',
      stock: 0,
      reason: 'damaged',
      note: 'Water damage',
    });
  });
});
