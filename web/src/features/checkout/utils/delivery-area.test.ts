import { describe, expect, it } from 'vitest';
import { zipAreaProblem } from './delivery-area.ts';

describe('zipAreaProblem', () => {
  it('names the served boroughs for a complete ZIP outside them', () => {
    expect(zipAreaProblem('10301')).toBe(
      'ZIP 10301 is outside our delivery area. We deliver only to Manhattan, Brooklyn and Queens',
    );
  });

  it('says nothing for a served ZIP or one still being typed', () => {
    expect(zipAreaProblem('11217')).toBeNull();
    expect(zipAreaProblem(' 10001 ')).toBeNull();
    expect(zipAreaProblem('103')).toBeNull();
    expect(zipAreaProblem('')).toBeNull();
  });
});
