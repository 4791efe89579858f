import { describe, expect, it } from 'vitest';
import type { CourierPosition } from '../couriers/views.ts';
import type { DeliveryView } from './order.ts';
import type { OrderStatus } from './status.ts';
import { etaText, trackingHeadline, type TrackingFacts } from './tracking-headline.ts';

// 4:54 PM in New York on a winter day (EST, UTC−5).
const DELIVERED = '2026-11-29T21:54:00.000Z';
const ASAP: DeliveryView = {
  isAsap: true,
  windowStart: '2026-11-29T21:00:00.000Z',
  windowEnd: '2026-11-29T22:00:00.000Z',
  windowLabel: 'As soon as possible (about 60 minutes)',
};
const position = (etaMinutes: number, distanceKm = 1.8): CourierPosition => ({
  lat: 40.69,
  lng: -73.98,
  at: '2026-11-29T21:40:00.000Z',
  etaMinutes,
  distanceKm,
  vehicleType: 'bike',
});

const facts = (status: OrderStatus, patch: Partial<TrackingFacts['progress']> = {}): TrackingFacts => ({
  status,
  progress: {
    assignedAt: null,
    arrivedAt: null,
    deliveredAt: null,
    shopName: 'Larkspur & Lime',
    courierName: null,
    courier: null,
    ...patch,
  },
});

describe('trackingHeadline', () => {
  it('tells each step in a customer’s words, naming the shop and the courier', () => {
    expect(trackingHeadline(facts('pending'))).toBe('Order received');
    expect(trackingHeadline(facts('confirmed'))).toBe('Confirmed by Larkspur & Lime');
    expect(trackingHeadline(facts('preparing'))).toBe('Being prepared at Larkspur & Lime');
    expect(trackingHeadline(facts('ready'))).toBe('Packed at Larkspur & Lime, waiting for a courier');
    expect(trackingHeadline(facts('ready', { courierName: 'Dee' }))).toBe('Dee is picking up your order');
    expect(trackingHeadline(facts('in_transit', { courierName: 'Dee' }))).toBe('On the way with Dee');
    expect(trackingHeadline(facts('in_transit', { courierName: 'Dee', arrivedAt: DELIVERED }))).toBe(
      'Dee is at your door',
    );
    expect(trackingHeadline(facts('delivered', { deliveredAt: DELIVERED }))).toBe('Delivered at 4:54 PM');
    expect(trackingHeadline(facts('cancelled'))).toBe('Order cancelled');
    expect(trackingHeadline(facts('returned'))).toBe('Returned to the shop');
  });

  it('never prints an internal status name, and reads well without a shop or courier name', () => {
    const bare = { shopName: null, courierName: null };
    expect(trackingHeadline(facts('preparing', bare))).toBe('Being prepared');
    expect(trackingHeadline(facts('in_transit', bare))).toBe('On the way');
    expect(trackingHeadline(facts('delivered', bare))).toBe('Delivered');
    for (const status of ['pending', 'in_transit', 'ready'] as const) {
      expect(trackingHeadline(facts(status))).not.toMatch(/pending|in transit|in_transit|\bready\b/);
    }
  });
});

describe('etaText', () => {
  const now = new Date('2026-11-29T21:30:00.000Z');
  const eta = (status: OrderStatus, patch: Partial<TrackingFacts['progress']> = {}, at = now) =>
    etaText({ ...facts(status, patch), delivery: ASAP }, at);

  it('follows the courier: minutes, arrival time and distance from the last position', () => {
    expect(eta('in_transit', { courier: position(7) })).toEqual({
      label: 'About 7 min away',
      detail: 'Around 4:47 PM · 1.8 km',
    });
    expect(eta('in_transit', { courier: position(2, 0.4) })).toEqual({
      label: 'About 2 min away',
      detail: 'Around 4:42 PM · 0.4 km',
    });
    expect(eta('in_transit', { courier: position(0, 0) }).label).toBe('Arriving now');
    expect(eta('in_transit').label).toBe('On the way');
    expect(eta('in_transit', { courierName: 'Dee', arrivedAt: now.toISOString() })).toEqual({
      label: 'Arrived',
      detail: 'Dee is at your door',
    });
  });

  it('becomes the delivery time once delivered: never a stale estimate', () => {
    const delivered = eta('delivered', { deliveredAt: DELIVERED, courier: position(7) });
    expect(delivered).toEqual({ label: 'Delivered at 4:54 PM', detail: null });
    expect(JSON.stringify(delivered)).not.toMatch(/60 minutes|min away/);
  });

  it('before pickup promises the window’s end, and owns up once it has passed', () => {
    expect(eta('preparing').label).toBe('Expected by 5:00 PM');
    expect(eta('preparing', {}, new Date('2026-11-29T22:05:00.000Z')).label).toBe('Running a little late');
    const scheduled = { ...ASAP, isAsap: false, windowLabel: 'Today, 5:00 PM – 6:00 PM' };
    expect(etaText({ ...facts('confirmed'), delivery: scheduled }, now).label).toBe(
      'Today, 5:00 PM – 6:00 PM',
    );
  });

  it('says nothing is due when the order ended without a delivery', () => {
    expect(eta('cancelled')).toEqual({ label: 'Cancelled', detail: 'Nothing is due' });
    expect(eta('returned')).toEqual({ label: 'Not delivered', detail: 'Nothing is due' });
  });
});
