import { describe, expect, it } from 'vitest';
import { deliveryStage } from './delivery-stage.ts';

describe('deliveryStage', () => {
  it('follows the order from the shop to the door', () => {
    expect(deliveryStage({ status: 'preparing', arrivedAt: null })).toBe('preparing');
    expect(deliveryStage({ status: 'ready', arrivedAt: null })).toBe('pickup');
    expect(deliveryStage({ status: 'in_transit', arrivedAt: null })).toBe('en_route');
    expect(deliveryStage({ status: 'in_transit', arrivedAt: '2025-06-01T18:00:00Z' })).toBe('at_door');
  });

  it('sends a returned order back to the shop and closes the rest', () => {
    expect(deliveryStage({ status: 'returned', arrivedAt: '2025-06-01T18:00:00Z' })).toBe('returning');
    expect(deliveryStage({ status: 'delivered', arrivedAt: null })).toBe('closed');
  });
});
