import { describe, expect, it } from 'vitest';
import { fanOut } from './marker-fan-out.ts';

const order = (id: string, lat = 40.68, lng = -73.98) => ({
  id,
  number: `NYM-${id}`,
  status: 'ready' as const,
  dropoff: { lat, lng },
  windowEnd: '2026-11-29T18:00:00.000Z',
  courierId: null,
});

describe('fanOut', () => {
  it('leaves a lone order at its point and spreads orders sharing one on distinct spots', () => {
    const offsets = fanOut([
      order('a', 40.7, -73.9),
      ...Array.from({ length: 10 }, (_, i) => order(`s${i}`)),
    ]);
    expect(offsets.get('a')).toEqual([0, 0]);
    const spots = Array.from({ length: 10 }, (_, i) => offsets.get(`s${i}`)!.join(','));
    expect(new Set(spots).size).toBe(10);
    expect(spots).not.toContain('0,0');
  });
});
