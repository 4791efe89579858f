import { describe, expect, it } from 'vitest';
import { windowLabel } from '#domain/compliance/delivery-windows.ts';
import { ASAP_LABEL, deliveryLabel } from './delivery-label.ts';

describe('deliveryLabel', () => {
  const windowStart = new Date('2026-03-10T18:00:00Z');
  const windowEnd = new Date('2026-03-10T19:00:00Z');
  const now = new Date('2026-03-10T15:00:00Z');

  it('says ASAP for an order placed as soon as possible, whatever its window', () => {
    expect(deliveryLabel({ isAsap: true, windowStart, windowEnd }, now)).toBe(ASAP_LABEL);
  });

  it('names the window of a scheduled order', () => {
    expect(deliveryLabel({ isAsap: false, windowStart, windowEnd }, now)).toBe(
      windowLabel(windowStart, windowEnd, now),
    );
  });
});
