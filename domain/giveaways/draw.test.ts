import { describe, expect, it } from 'vitest';
import {
  canonicalEntries,
  drawWinners,
  entriesDigest,
  entriesText,
  randomStream,
  seedCommitment,
  verifyDraw,
  DRAW_ALGORITHM,
} from './draw.ts';

const seedOf = (i: number) => i.toString(16).padStart(64, '0');
const ids = (n: number) => Array.from({ length: n }, (_, i) => `e${String(i).padStart(4, '0')}`);

/** Upper critical values of chi-square at p = 0.001 for the degrees of freedom used below. */
const CHI2_999 = { 9: 27.877, 19: 43.82 } as const;
const chiSquare = (observed: number[], expected: number[]) =>
  observed.reduce((sum, o, i) => sum + (o - expected[i]!) ** 2 / expected[i]!, 0);

describe('the draw', () => {
  const list: [string, number][] = ids(12).map((id, i) => [id, (i % 3) + 1]);
  const hash = entriesDigest(list);

  it('gives the same names for the same seed and list, and other names for another seed', () => {
    const a = drawWinners(seedOf(1), hash, list, 4);
    expect(drawWinners(seedOf(1), hash, list, 4)).toEqual(a);
    expect(new Set(a).size).toBe(4);
    expect(drawWinners(seedOf(2), hash, list, 4)).not.toEqual(a);
  });

  it('does not depend on the order the list is given in', () => {
    const shuffled = [...list].reverse();
    expect(entriesDigest(shuffled)).toBe(hash);
    expect(drawWinners(seedOf(7), hash, shuffled, 3)).toEqual(drawWinners(seedOf(7), hash, list, 3));
  });

  it('returns fewer names when there are fewer entrants, and leaves out entrants without entries', () => {
    const small: [string, number][] = [
      ['a', 1],
      ['b', 0],
      ['c', 2],
    ];
    expect(canonicalEntries(small)).toEqual([
      ['a', 1],
      ['c', 2],
    ]);
    expect(drawWinners(seedOf(3), entriesDigest(small), small, 5).toSorted()).toEqual(['a', 'c']);
    expect(entriesText(small)).toBe('a:1\nc:2\n');
  });

  it('picks each entrant uniformly when entries are equal (chi-square over 20,000 seeds)', () => {
    const equal: [string, number][] = ids(10).map((id) => [id, 1]);
    const h = entriesDigest(equal);
    const counts = new Map<string, number>();
    const runs = 20_000;
    for (let i = 0; i < runs; i += 1) {
      const [first] = drawWinners(seedOf(i), h, equal, 1);
      counts.set(first!, (counts.get(first!) ?? 0) + 1);
    }
    const observed = equal.map(([id]) => counts.get(id) ?? 0);
    expect(
      chiSquare(
        observed,
        observed.map(() => runs / 10),
      ),
    ).toBeLessThan(CHI2_999[9]);
  });

  it('counts every entry by its weight (chi-square over 20,000 seeds, weights 1 to 20)', () => {
    const weighted: [string, number][] = ids(20).map((id, i) => [id, i + 1]);
    const h = entriesDigest(weighted);
    const total = 210;
    const runs = 20_000;
    const counts = new Map<string, number>();
    for (let i = 0; i < runs; i += 1) {
      const [first] = drawWinners(seedOf(100_000 + i), h, weighted, 1);
      counts.set(first!, (counts.get(first!) ?? 0) + 1);
    }
    const observed = weighted.map(([id]) => counts.get(id) ?? 0);
    const expected = weighted.map(([, n]) => (runs * n) / total);
    expect(chiSquare(observed, expected)).toBeLessThan(CHI2_999[19]);
    // The heaviest entrant wins far more often than the lightest.
    expect(observed[19]!).toBeGreaterThan(observed[0]! * 8);
  });

  it('has no modulo bias: numbers below a bound that does not divide 2^64 are uniform', () => {
    const random = randomStream(seedOf(9), 'x');
    const bound = 3;
    const counts = [0, 0, 0];
    for (let i = 0; i < 30_000; i += 1) counts[random.below(bound)]! += 1;
    expect(chiSquare(counts, [10_000, 10_000, 10_000])).toBeLessThan(13.816);
    expect(() => random.below(0)).toThrow(RangeError);
  });

  it('verifies a published draw and catches a changed seed, list or name', () => {
    const seed = seedOf(42);
    const drawn = drawWinners(seed, hash, list, 3);
    const published = {
      algorithm: DRAW_ALGORITHM,
      seedHash: seedCommitment(seed),
      seed,
      entriesHash: hash,
      entries: list,
      drawn,
    };
    expect(verifyDraw(published)).toMatchObject({ commitment: true, entriesHash: true, winners: true });
    expect(verifyDraw({ ...published, seed: seedOf(43) }).commitment).toBe(false);
    const padded: [string, number][] = [...list, ['zzz', 50]];
    expect(verifyDraw({ ...published, entries: padded }).entriesHash).toBe(false);
    expect(verifyDraw({ ...published, drawn: [...drawn].reverse() }).winners).toBe(false);
  });

  it('pins the algorithm: a known seed and list give known names', () => {
    const fixed: [string, number][] = [
      ['11111111-1111-4111-8111-111111111111', 1],
      ['22222222-2222-4222-8222-222222222222', 3],
      ['33333333-3333-4333-8333-333333333333', 2],
    ];
    const h = entriesDigest(fixed);
    expect(seedCommitment(seedOf(1))).toMatch(/^[0-9a-f]{64}$/);
    expect(drawWinners(seedOf(1), h, fixed, 3)).toMatchInlineSnapshot(`
      [
        "22222222-2222-4222-8222-222222222222",
        "33333333-3333-4333-8333-333333333333",
        "11111111-1111-4111-8111-111111111111",
      ]
    `);
  });
});
