// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { checkDraw, DRAW_CHECK_MESSAGES, type DrawCheckData } from '#domain/giveaways/draw-check.ts';
import {
  canonicalEntries,
  drawWinners,
  entriesDigest,
  seedCommitment,
  DRAW_ALGORITHM,
} from '#domain/giveaways/draw.ts';
import { DrawCheckVerdict } from './draw-check-verdict.tsx';

afterEach(cleanup);

const SEED = '3c'.repeat(32);
const entries = canonicalEntries(
  [1, 2, 3].map((i): [string, number] => [`00000000-0000-4000-8000-00000000000${i}`, i]),
);
const entriesHash = entriesDigest(entries);
const data: DrawCheckData = {
  slug: 'fall-jar',
  title: 'Fall jar',
  algorithm: DRAW_ALGORITHM,
  seedHash: seedCommitment(SEED),
  committedAt: '2026-10-01T14:00:00.000Z',
  entriesClosedAt: '2026-10-31T14:00:00.000Z',
  drawnAt: '2026-10-31T15:00:00.000Z',
  seed: SEED,
  entriesHash,
  entries,
  drawn: drawWinners(SEED, entriesHash, entries, 2),
  winnersCount: 1,
};

describe('DrawCheckVerdict', () => {
  it('says the draw checks out when the published data re-runs to the same names', () => {
    render(<DrawCheckVerdict result={checkDraw(data)} />);
    expect(screen.getByRole('status').textContent).toBe(DRAW_CHECK_MESSAGES.ok);
    expect(screen.queryAllByText(/^Does not agree/)).toHaveLength(0);
  });

  it('says it does not check out, and which comparison failed, for a tampered seed', () => {
    render(<DrawCheckVerdict result={checkDraw({ ...data, seed: '4d'.repeat(32) })} />);
    expect(screen.getByRole('status').textContent).toBe(
      `${DRAW_CHECK_MESSAGES.mismatch}: ${DRAW_CHECK_MESSAGES.commitment}; ${DRAW_CHECK_MESSAGES.winners}.`,
    );
    const failed = screen.getAllByText('Does not agree:').map((e) => e.parentElement!.textContent);
    expect(failed).toEqual([
      'Does not agree: The seed’s SHA-256 equals the published commitment',
      'Does not agree: Running the draw again gives the same names in order',
    ]);
  });
});
