import { describe, expect, it } from 'vitest';
import { COURIER_WAITING, courierNote } from './courier-note.ts';

const AT = '2026-03-02T19:07:00.000Z';
const none = { assignedAt: null, arrivedAt: null };
const at = (etaMinutes: number) => ({ etaMinutes });

describe('courierNote', () => {
  it('keeps the waiting text until a courier takes the order', () => {
    for (const status of ['pending', 'confirmed', 'preparing', 'ready'] as const) {
      expect(courierNote(status, none, null)).toBe(COURIER_WAITING);
    }
    expect(COURIER_WAITING).toBe("Your courier's location appears here once your order is picked up");
  });

  it('says a courier is assigned before pickup', () => {
    expect(courierNote('ready', { assignedAt: AT, arrivedAt: null }, null)).toBe(
      `Courier assigned. ${COURIER_WAITING}`,
    );
  });

  it('gives the ETA in whole minutes while the courier is on the way', () => {
    expect(courierNote('in_transit', none, at(12))).toBe('Your courier is about 12 minutes away');
    expect(courierNote('in_transit', none, at(1))).toBe('Your courier is about 1 minute away');
    expect(courierNote('in_transit', none, at(4.4))).toBe('Your courier is about 4 minutes away');
    expect(courierNote('in_transit', none, at(0))).toBe('Your courier is arriving now');
    expect(courierNote('in_transit', none, at(Number.NaN))).toBe('Your courier is on the way');
  });

  it('names the courier by first name once one is assigned', () => {
    const dee = { assignedAt: AT, arrivedAt: null, courierName: 'Dee' };
    expect(courierNote('ready', dee, null)).toBe(`Dee will deliver your order. ${COURIER_WAITING}`);
    expect(courierNote('in_transit', dee, at(6))).toBe('Dee is about 6 minutes away');
    expect(courierNote('in_transit', dee, at(0))).toBe('Dee is arriving now');
    expect(courierNote('in_transit', { ...dee, arrivedAt: AT }, at(2))).toBe('Dee has arrived');
  });

  it('says the courier is on the way before the first position', () => {
    expect(courierNote('in_transit', none, null)).toBe(
      'Your courier is on the way; their location shows as soon as they share it',
    );
  });

  it('says the courier has arrived, whatever the last ETA said', () => {
    expect(courierNote('in_transit', { assignedAt: AT, arrivedAt: AT }, at(3))).toBe(
      'Your courier has arrived',
    );
  });

  it('stops talking about the courier once the order has ended', () => {
    expect(courierNote('delivered', { assignedAt: AT, arrivedAt: AT }, null)).toMatch(/^Delivered/);
    expect(courierNote('returned', none, null)).toBe('This order is no longer on its way');
    expect(courierNote('cancelled', none, null)).toBe('This order is no longer on its way');
  });
});
