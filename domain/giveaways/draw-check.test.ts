import { describe, expect, it } from 'vitest';
import { checkDraw, DRAW_CHECK_MESSAGES, type DrawCheckData } from './draw-check.ts';
import { canonicalEntries, drawWinners, entriesDigest, seedCommitment, DRAW_ALGORITHM } from './draw.ts';

const SEED = '5e'.repeat(32);
const uuid = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
const entries = canonicalEntries([1, 2, 3, 4, 5].map((i): [string, number] => [uuid(i), i * 2]));
const entriesHash = entriesDigest(entries);
const data: DrawCheckData = {
  slug: 'winter-jar',
  title: 'Winter jar',
  algorithm: DRAW_ALGORITHM,
  seedHash: seedCommitment(SEED),
  committedAt: '2026-11-01T14:00:00.000Z',
  entriesClosedAt: '2026-11-20T17:00:00.000Z',
  drawnAt: '2026-11-20T17:05:00.000Z',
  seed: SEED,
  entriesHash,
  entries,
  drawn: drawWinners(SEED, entriesHash, entries, 3),
  winnersCount: 1,
};

describe('checkDraw (the public check page)', () => {
  it('says an untouched draw checks out and splits winners from alternates', () => {
    const result = checkDraw(data);
    expect(result.ok).toBe(true);
    expect(result.verdict).toBe(DRAW_CHECK_MESSAGES.ok);
    expect(result.winners).toEqual(data.drawn.slice(0, 1));
    expect(result.alternates).toEqual(data.drawn.slice(1));
    expect(result.entrants).toBe(5);
    expect(result.totalEntries).toBe(30);
    expect(result.steps.every((s) => s.ok)).toBe(true);
  });

  it('gives the mismatch message when the seed was swapped after the commitment', () => {
    const other = '7a'.repeat(32);
    const result = checkDraw({ ...data, seed: other, drawn: drawWinners(other, entriesHash, entries, 3) });
    expect(result.ok).toBe(false);
    expect(result.verdict).toBe(`${DRAW_CHECK_MESSAGES.mismatch}: ${DRAW_CHECK_MESSAGES.commitment}.`);
  });

  it('gives the mismatch message when an entrant’s entries were changed after the list was hashed', () => {
    const tampered = entries.map(([id, n], i): [string, number] => [id, i === 4 ? n + 40 : n]);
    const result = checkDraw({ ...data, entries: tampered });
    expect(result.ok).toBe(false);
    expect(result.verdict).toContain(DRAW_CHECK_MESSAGES.mismatch);
    expect(result.verdict).toContain(DRAW_CHECK_MESSAGES.entriesHash);
    expect(result.steps.find((s) => s.key === 'commitment')!.ok).toBe(true);
  });

  it('gives the mismatch message when the published winners are not the ones the draw gives', () => {
    const result = checkDraw({ ...data, drawn: [...data.drawn].reverse() });
    expect(result.ok).toBe(false);
    expect(result.verdict).toBe(`${DRAW_CHECK_MESSAGES.mismatch}: ${DRAW_CHECK_MESSAGES.winners}.`);
    expect(result.expected).toEqual(data.drawn);
  });
});
