// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import type { OrderView } from '#domain/orders/order.ts';
import { readConfirmation, saveConfirmation } from './confirmation-storage.ts';

const order = {
  id: '33333333-3333-4333-8333-333333333333',
  orderNumber: 'NYM-7KQ2ZD',
  trackingCode: 'ABCDEFGHJK234567',
  status: 'pending',
  createdAt: '2026-11-24T20:30:00.000Z',
  customerName: 'Jordan Lee',
  email: 'jordan@example.test',
  phone: '7185550199',
  address: { street: '1 Main St', apartment: null, zip: '11217', borough: 'Brooklyn' },
  deliveryNote: null,
  delivery: {
    isAsap: true,
    windowStart: '2026-11-24T20:30:00.000Z',
    windowEnd: '2026-11-24T21:30:00.000Z',
    windowLabel: 'Today, 3:30 PM–4:30 PM',
  },
  paymentMethod: 'cash',
  paymentStatus: 'due_at_door',
  items: [],
  pricing: { subtotalCents: 4500, discount: null, deliveryFeeCents: 500, exciseCents: 585, totalCents: 5585 },
  events: [],
  canCancel: true,
  progress: {
    assignedAt: null,
    pickedUpAt: null,
    arrivedAt: null,
    deliveredAt: null,
    courier: null,
    dropoff: null,
    shopName: null,
    courierName: null,
    vehicleType: null,
  },
  rating: null,
} satisfies OrderView;

describe('confirmation storage', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps the placed order under order_confirmation:<trackingCode>', () => {
    saveConfirmation(order);
    expect(sessionStorage.getItem('order_confirmation:ABCDEFGHJK234567')).toBeTruthy();
    expect(readConfirmation(order.trackingCode)).toEqual(order);
  });

  it('answers null for another code, a missing copy or a damaged one', () => {
    saveConfirmation(order);
    expect(readConfirmation('ZZZZZZZZZZZZZZZZ')).toBeNull();
    sessionStorage.setItem(
      'order_confirmation:ZZZZZZZZZZZZZZZZ',
      JSON.stringify({ ...order, pricing: null }),
    );
    expect(readConfirmation('ZZZZZZZZZZZZZZZZ')).toBeNull();
    sessionStorage.setItem('order_confirmation:ZZZZZZZZZZZZZZZZ', '{oops');
    expect(readConfirmation('ZZZZZZZZZZZZZZZZ')).toBeNull();
  });
});
