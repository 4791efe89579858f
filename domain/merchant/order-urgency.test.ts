import { describe, expect, it } from 'vitest';
import { awaitsAcceptance, minutesText, orderUrgency, type UrgencyInput } from './order-urgency.ts';

// Mon 2026-11-23 12:00 EST; an ASAP order is due an hour later, 1:00 PM
const PLACED = '2026-11-23T17:00:00.000Z';
const asap: UrgencyInput = {
  status: 'pending',
  held: false,
  placedAt: PLACED,
  acceptedAt: null,
  windowEnd: '2026-11-23T18:00:00.000Z',
};
const at = (iso: string) => Date.parse(iso);

describe('order urgency on the shop board', () => {
  it('counts the wait to be accepted: amber from 3 min, late from 6 min', () => {
    expect(orderUrgency(asap, at('2026-11-23T17:00:20Z'))).toMatchObject({
      level: 'ok',
      timer: 'New: waiting to be accepted',
    });
    expect(orderUrgency(asap, at('2026-11-23T17:02:59Z'))).toMatchObject({
      level: 'ok',
      timer: 'Waiting 2 min to be accepted',
    });
    expect(orderUrgency(asap, at('2026-11-23T17:03:00Z'))).toMatchObject({
      level: 'warning',
      timerLevel: 'warning',
    });
    expect(orderUrgency(asap, at('2026-11-23T17:07:10Z'))).toMatchObject({
      level: 'late',
      timer: 'Waiting 7 min to be accepted',
      due: 'Due 1:00 PM — 53 min left',
      dueLevel: 'ok',
    });
  });

  it('once accepted, counts from acceptance and the due time decides', () => {
    const accepted = { ...asap, status: 'preparing' as const, acceptedAt: '2026-11-23T17:02:00.000Z' };
    expect(orderUrgency(accepted, at('2026-11-23T17:14:00Z'))).toMatchObject({
      level: 'ok',
      timer: 'Accepted 12 min ago',
      due: 'Due 1:00 PM — 46 min left',
    });
    expect(orderUrgency(accepted, at('2026-11-23T17:55:00Z'))).toMatchObject({
      level: 'warning',
      due: 'Due 1:00 PM — 5 min left',
    });
    expect(orderUrgency(accepted, at('2026-11-23T17:45:00Z')).level).toBe('warning');
    expect(orderUrgency(accepted, at('2026-11-23T17:44:59Z')).level).toBe('ok');
  });

  it('is late once the due time passes, and says by how much', () => {
    const ready = { ...asap, status: 'ready' as const, acceptedAt: PLACED };
    expect(orderUrgency(ready, at('2026-11-23T18:00:00Z'))).toMatchObject({
      level: 'late',
      due: 'Late: due 1:00 PM, just now',
    });
    expect(orderUrgency(ready, at('2026-11-23T18:06:30Z'))).toMatchObject({
      level: 'late',
      dueLevel: 'late',
      due: 'Late: due 1:00 PM, 6 min ago',
    });
    expect(orderUrgency(ready, at('2026-11-23T19:15:00Z')).due).toBe('Late: due 1:00 PM, 1 h 15 min ago');
  });

  it('a held order waits for the review without counting against the shop', () => {
    const held = { ...asap, held: true };
    expect(orderUrgency(held, at('2026-11-23T17:20:00Z'))).toMatchObject({
      level: 'ok',
      timer: 'Held for review',
      timerLevel: 'ok',
    });
    expect(awaitsAcceptance(held)).toBe(false);
    expect(awaitsAcceptance(asap)).toBe(true);
    expect(awaitsAcceptance({ ...asap, status: 'confirmed' })).toBe(false);
  });

  it('a scheduled order far ahead shows its due time without a countdown, with its weekday on another day', () => {
    const scheduled = {
      ...asap,
      status: 'confirmed' as const,
      acceptedAt: PLACED,
      windowEnd: '2026-11-24T20:00:00Z',
    };
    expect(orderUrgency(scheduled, at('2026-11-23T17:10:00Z'))).toMatchObject({
      level: 'ok',
      due: 'Due Tue 3:00 PM',
    });
    const tonight = { ...scheduled, windowEnd: '2026-11-23T19:00:00Z' };
    expect(orderUrgency(tonight, at('2026-11-23T17:10:00Z')).due).toBe('Due 2:00 PM — 1 h 50 min left');
  });

  it('writes minutes for people', () => {
    expect(minutesText(7)).toBe('7 min');
    expect(minutesText(60)).toBe('1 h');
    expect(minutesText(65)).toBe('1 h 5 min');
  });
});
