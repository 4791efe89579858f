// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { CourierPosition } from '#domain/couriers/views.ts';
import type { DeliveryProgress } from '#domain/orders/order.ts';
import { CourierStatus } from './courier-status.tsx';

const NOW = Date.parse('2026-03-02T15:00:30.000Z');

const progress: DeliveryProgress = {
  assignedAt: '2026-03-02T14:40:00.000Z',
  pickedUpAt: '2026-03-02T14:50:00.000Z',
  arrivedAt: null,
  deliveredAt: null,
  courier: null,
  dropoff: { lat: 40.68, lng: -73.97 },
  shopName: null,
  courierName: null,
  vehicleType: null,
};

const position = (seconds: number, lat: number, etaMinutes: number): CourierPosition => ({
  lat,
  lng: -73.98,
  at: new Date(Date.parse('2026-03-02T15:00:00.000Z') + seconds * 1000).toISOString(),
  etaMinutes,
  distanceKm: 1.2,
  vehicleType: 'scooter',
});

function watch(node: Element) {
  const observer = new MutationObserver(() => {});
  observer.observe(node, { childList: true, characterData: true, subtree: true, attributes: true });
  return observer;
}

describe('CourierStatus', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('keeps the sentence alone in a polite status region, with the vehicle and age outside it', () => {
    render(<CourierStatus status="in_transit" progress={progress} courier={position(22, 40.69, 12)} />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('Your courier is about 12 minutes away');
    expect(screen.getByText('Vehicle: Scooter')).toBeTruthy();
    expect(screen.getByText('Updated 8 seconds ago')).toBeTruthy();
    expect(region.contains(screen.getByText('Updated 8 seconds ago'))).toBe(false);
  });

  it('changes the live region only when the sentence changes, not on every position', () => {
    const view = render(
      <CourierStatus status="in_transit" progress={progress} courier={position(0, 40.69, 12)} />,
    );
    const region = screen.getByRole('status');
    const observer = watch(region);

    view.rerender(
      <CourierStatus status="in_transit" progress={progress} courier={position(10, 40.691, 12)} />,
    );
    view.rerender(
      <CourierStatus status="in_transit" progress={progress} courier={position(20, 40.692, 12)} />,
    );
    expect(observer.takeRecords()).toHaveLength(0);

    view.rerender(
      <CourierStatus status="in_transit" progress={progress} courier={position(30, 40.693, 11)} />,
    );
    expect(observer.takeRecords().length).toBeGreaterThan(0);
    expect(region.textContent).toBe('Your courier is about 11 minutes away');

    view.rerender(
      <CourierStatus
        status="in_transit"
        progress={{ ...progress, arrivedAt: '2026-03-02T15:00:40.000Z' }}
        courier={position(40, 40.694, 0)}
      />,
    );
    expect(region.textContent).toBe('Your courier has arrived');
    observer.disconnect();
  });

  it('ticks the age of the position without touching the live region', () => {
    render(<CourierStatus status="in_transit" progress={progress} courier={position(30, 40.69, 5)} />);
    const observer = watch(screen.getByRole('status'));
    expect(screen.getByTestId('courier-updated').textContent).toBe('Updated just now');
    act(() => vi.advanceTimersByTime(12_000));
    expect(screen.getByTestId('courier-updated').textContent).toBe('Updated 12 seconds ago');
    expect(observer.takeRecords()).toHaveLength(0);
    observer.disconnect();
  });
});
