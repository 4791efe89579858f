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
  acceptedAt: null,
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
    expect(article.textContent).toContain('$90.00');
  });

  it('says in words how long an order has waited to be accepted and when it is due, and marks it late', () => {
    const article = show(card({}));
    expect(screen.getByTestId('card-timer').textContent).toBe('Waiting 10 min to be accepted');
    expect(screen.getByTestId('card-due').textContent).toBe('Due 1:00 PM — 50 min left');
    expect(article.getAttribute('data-urgency')).toBe('late');
  });

  it('once accepted, counts from acceptance; amber near the due time, late after it', () => {
    const preparing = { status: 'preparing' as const, column: 'preparing' as const };
    const near = show(
      card({ ...preparing, acceptedAt: '2026-11-23T17:01:00Z', windowEnd: '2026-11-23T17:20:00Z' }),
    );
    expect(screen.getByTestId('card-timer').textContent).toBe('Accepted 9 min ago');
    expect(screen.getByTestId('card-due').textContent).toBe('Due 12:20 PM — 10 min left');
    expect(near.getAttribute('data-urgency')).toBe('warning');
    cleanup();
    const late = show(
      card({ ...preparing, acceptedAt: '2026-11-23T17:01:00Z', windowEnd: '2026-11-23T17:04:00Z' }),
    );
    expect(screen.getByTestId('card-due').textContent).toBe('Late: due 12:04 PM, 6 min ago');
    expect(late.getAttribute('data-urgency')).toBe('late');
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
