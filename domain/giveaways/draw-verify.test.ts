import { describe, expect, it } from 'vitest';
import { canonicalEntries, drawWinners, entriesDigest, seedCommitment, DRAW_ALGORITHM } from './draw.ts';
import { verifyPublishedDraw } from './draw-verify.ts';

const SEED = 'ab'.repeat(32);
const uuid = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
const entries = canonicalEntries([1, 2, 3, 4, 5, 6].map((i): [string, number] => [uuid(i), i]));
const entriesHash = entriesDigest(entries);
const published = {
  slug: 'spring-jar',
  algorithm: DRAW_ALGORITHM,
  seedHash: seedCommitment(SEED),
  seed: SEED,
  entriesHash,
  entries,
  drawn: drawWinners(SEED, entriesHash, entries, 3),
  winnersCount: 1,
  drawnAt: '2026-11-20T17:00:00.000Z',
};

describe('verifyPublishedDraw (npm run giveaway:verify)', () => {
  it('agrees with an untouched draw and names the winner and the alternates', () => {
    const report = verifyPublishedDraw(published);
    expect(report.ok).toBe(true);
    expect(report.winners).toEqual(published.drawn.slice(0, 1));
    expect(report.alternates).toEqual(published.drawn.slice(1));
    expect(report.lines.filter((l) => l.startsWith('OK'))).toHaveLength(3);
    expect(report.lines.at(-1)).toBe('All checks agree: the draw is reproducible.');
  });

  it('fails the commitment when the seed was swapped (and the names with it)', () => {
    const other = 'cd'.repeat(32);
    const report = verifyPublishedDraw({
      ...published,
      seed: other,
      drawn: drawWinners(other, entriesHash, entries, 3),
    });
    expect(report.ok).toBe(false);
    expect(report.lines[1]).toMatch(/^FAIL sha256\(seed\)/);
    expect(report.lines.at(-1)).toBe('The draw does NOT verify.');
  });

  it('fails the entries hash when an entrant got more entries after the hash was published', () => {
    const tampered = entries.map(([id, n], i): [string, number] => [id, i === 0 ? n + 50 : n]);
    const report = verifyPublishedDraw({ ...published, entries: tampered });
    expect(report.ok).toBe(false);
    expect(report.lines[2]).toMatch(/^FAIL sha256\(entry list\)/);
  });

  it('fails the names when the published order was changed, and says what the function gives', () => {
    const report = verifyPublishedDraw({ ...published, drawn: [...published.drawn].reverse() });
    expect(report.ok).toBe(false);
    expect(report.lines[3]).toMatch(/^FAIL re-running the draw/);
    expect(report.lines[4]).toBe(`     expected: ${published.drawn.join(', ')}`);
  });

  it('refuses a giveaway not drawn yet and a file that is not a published draw', () => {
    const before = verifyPublishedDraw({
      ...published,
      seed: null,
      entriesHash: null,
      entries: null,
      drawn: [],
    });
    expect(before.ok).toBe(false);
    expect(before.lines[0]).toBe(
      `FAIL spring-jar has not been drawn yet; its commitment is ${published.seedHash}`,
    );
    const junk = verifyPublishedDraw({ hello: 'world' });
    expect(junk.ok).toBe(false);
    expect(junk.lines[0]).toMatch(/^FAIL the file is not a published draw/);
  });
});
