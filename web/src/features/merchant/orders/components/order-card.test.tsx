// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { MerchantOrderCard } from '#domain/merchant/orders.ts';
import { OrderCard } from './order-card.tsx';

afterEach(cleanup);

const NOW = Date.parse('2026-11-23T17:10:00Z');

const card = (over: Partial<MerchantOrderCard>): MerchantOrderCard => ({
  id: '7d3c5c1e-4b0f-4a53-9a55-0c7e3a1d2b11',
  orderNumber: 'NYM-ABC123',
  status: 'pending',
  column: 'new',
  placedAt: '2026-11-23T17:00:00Z',
  updatedAt: '2026-11-23T17:00:00Z',
  isAsap: true,
  windowStart: '2026-11-23T17:00:00Z',
  windowEnd: '2026-11-23T18:00:00Z',
  windowLabel: 'ASAP',
  linesSummary: '2 × Blue Dream (3.5g)',
  itemCount: 2,
  subtotalCents: 9000,
  customer: 'Dana W.',
  held: false,
  courier: null,
  ...over,
});

function show(order: MerchantOrderCard) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <OrderCard order={order} now={NOW} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole('article', { name: `Order ${order.orderNumber}` });
}

const buttons = () => screen.queryAllByRole('button').map((b) => b.textContent);

describe('OrderCard', () => {
  it("offers the order's next step, the pick list and rejecting", () => {
    const article = show(card({}));
    expect(buttons()).toEqual(['Accept', 'Reject']);
    expect(screen.getByRole('link', { name: 'Pick list' }).getAttribute('href')).toBe(
      '/merchant/orders/7d3c5c1e-4b0f-4a53-9a55-0c7e3a1d2b11/pick-list',
    );
    expect(article.textContent).toContain('10 min ago');
    expect(article.textContent).toContain('$90.00');
  });

  it('offers nothing to do on an order held for review', () => {
    show(card({ held: true }));
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.getByText('Held for review by our team. Wait before preparing it.')).toBeTruthy();
  });

  it('shows the courier coming and when they arrive; once ready, no reject', () => {
    show(
      card({
        status: 'ready',
        column: 'ready',
        courier: { name: 'Andre Ortiz', vehicleType: 'car', etaMinutes: 6 },
      }),
    );
    expect(buttons()).toEqual([]);
    expect(screen.getByTestId('card-courier').textContent).toBe('Andre Ortizarriving in 6 min');
  });
});
