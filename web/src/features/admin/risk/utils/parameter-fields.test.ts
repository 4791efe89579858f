import { describe, expect, it } from 'vitest';
import { fieldOf, fromInput, toInput } from './parameter-fields.ts';

describe('rule parameter fields', () => {
  it('types money in dollars and keeps cents', () => {
    expect(toInput('minTotalCents', 30_000)).toBe('300');
    expect(fromInput('minTotalCents', '412.5')).toBe(41_250);
  });
  it('keeps counts, days and multiples as typed, and an empty field as not a number', () => {
    expect(fromInput('withinDays', '90')).toBe(90);
    expect(fromInput('multiplier', '2.5')).toBe(2.5);
    expect(fromInput('minDevices', ' ')).toBeNaN();
    expect(fieldOf('unknown')).toEqual({ label: 'unknown', kind: 'count' });
  });
});
