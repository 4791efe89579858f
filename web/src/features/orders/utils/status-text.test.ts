import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '#domain/orders/status.ts';
import { COURIER_WAITING, courierNote, statusSentence, statusTone } from './status-text.ts';

describe('statusSentence', () => {
  it('has a sentence for every status', () => {
    for (const status of ORDER_STATUSES) expect(statusSentence(status)).toMatch(/^[A-Z].+\.$/);
  });

  it('says plainly where the order is', () => {
    expect(statusSentence('in_transit')).toBe('Your courier has your order and is on the way.');
    expect(statusSentence('cancelled')).toContain('cancelled');
  });
});

describe('courierNote', () => {
  it('asks for patience until the order is picked up', () => {
    for (const status of ['pending', 'confirmed', 'preparing', 'ready'] as const) {
      expect(courierNote(status, null)).toBe(COURIER_WAITING);
    }
    expect(COURIER_WAITING).toBe("Your courier's location appears here once your order is picked up");
  });

  it('names the time of the last courier position while in transit', () => {
    expect(courierNote('in_transit', null)).toMatch(/on the way/);
    expect(courierNote('in_transit', { at: '2026-03-02T19:07:00.000Z' })).toBe(
      'Your courier is on the way. Location updated at 2:07 PM.',
    );
  });

  it('stops talking about the courier once the order has ended', () => {
    expect(courierNote('delivered', null)).toMatch(/^Delivered/);
    expect(courierNote('returned', null)).toBe('This order is no longer on its way.');
  });
});

describe('statusTone', () => {
  it('groups statuses for the badge colour', () => {
    expect(statusTone('pending')).toBe('active');
    expect(statusTone('ready')).toBe('active');
    expect(statusTone('in_transit')).toBe('moving');
    expect(statusTone('delivered')).toBe('done');
    expect(statusTone('cancelled')).toBe('ended');
    expect(statusTone('returned')).toBe('ended');
  });
});
