// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AvailableOrder } from '#domain/couriers/views.ts';
import { NextOffer } from './next-offer.tsx';

const OFFER: AvailableOrder = {
  id: '3f0c9a52-5a8e-4c55-9d0e-6a1f2b7c8d90',
  orderNumber: 'NYM-7KQ2ZD',
  status: 'ready',
  pickup: {
    name: 'Gowanus Green',
    street: '300 Nevins St',
    borough: 'Brooklyn',
    neighborhood: 'Gowanus',
    lat: 40.68,
    lng: -73.99,
  },
  dropoff: { borough: 'Brooklyn', neighborhood: 'Boerum Hill' },
  itemCount: 2,
  retailValueCents: 4500,
  payoutCents: 1350,
  distanceKm: 1.3,
  trip: { distanceKm: 3.9, minutes: 14 },
  windowLabel: 'As soon as possible',
};

describe('NextOffer', () => {
  afterEach(cleanup);

  it('shows the next job with the shop-to-door trip, the way to the shop and one Accept', async () => {
    const onAccept = vi.fn();
    render(<NextOffer order={OFFER} waiting={3} accepting={false} disabled={false} onAccept={onAccept} />);
    expect(screen.getByRole('region', { name: /New order/ })).toBeTruthy();
    expect(screen.getByText('Shop → door 2.4 mi · about 14 min')).toBeTruthy();
    expect(screen.getByText('0.8 mi away')).toBeTruthy();
    expect(screen.getByText('· 3 waiting')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Accept order NYM-7KQ2ZD' }));
    expect(onAccept).toHaveBeenCalledTimes(1);
  });

  it('says when the trip cannot be estimated', () => {
    render(
      <NextOffer
        order={{ ...OFFER, trip: null }}
        waiting={1}
        accepting={false}
        disabled={false}
        onAccept={() => {}}
      />,
    );
    expect(screen.getByText('Shop → door: trip unknown')).toBeTruthy();
    expect(screen.queryByText(/waiting/)).toBeNull();
  });
});
