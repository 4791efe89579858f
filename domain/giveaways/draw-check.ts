import { z } from 'zod';
import { Instant } from '../orders/tracking-response.ts';
import { verifyDraw } from './draw.ts';

// The public check page of a drawn giveaway: what it reads (`GET /api/giveaways/:slug/check`) and what it concludes
// after re-running the draw in the browser with the server's own function.

const EntrantId = z.uuid();

/** A drawn giveaway's published record; entrants appear only by their pseudonymous entrant id. */
export const DrawCheckDataSchema = z.strictObject({
  slug: z.string(),
  title: z.string(),
  algorithm: z.string(),
  seedHash: z.string(),
  /** When the commitment was published (the giveaway's creation, before any entry). */
  committedAt: Instant,
  /** When entries closed. */
  entriesClosedAt: Instant,
  drawnAt: Instant,
  seed: z.string(),
  entriesHash: z.string(),
  entries: z.array(z.tuple([EntrantId, z.number().int().positive()])),
  /** Entrant ids in draw order: the first `winnersCount` are the winners, then the alternates. */
  drawn: z.array(EntrantId),
  winnersCount: z.number().int().positive(),
});
export type DrawCheckData = z.infer<typeof DrawCheckDataSchema>;

export const DRAW_CHECK_MESSAGES = {
  ok: 'This draw checks out: the winners below follow from the seed published before entries closed',
  mismatch: 'This draw does not check out',
  commitment: 'the revealed seed does not match the commitment published before entries closed',
  entriesHash: 'the entry list does not match its published fingerprint',
  winners: 'running the draw again gives different winners from the ones published',
} as const;

export interface DrawCheckStep {
  key: 'commitment' | 'entriesHash' | 'winners';
  ok: boolean;
  /** What was compared, in words. */
  label: string;
}

export interface DrawCheckResult {
  ok: boolean;
  /** One sentence saying whether the draw checks out, and if not, why. */
  verdict: string;
  steps: DrawCheckStep[];
  winners: string[];
  alternates: string[];
  /** The names the draw function gives for this seed and list, in order. */
  expected: string[];
  entrants: number;
  totalEntries: number;
}

/** Re-runs a published draw with the same function the server drew with, and says in words what it found. */
export function checkDraw(data: DrawCheckData): DrawCheckResult {
  const check = verifyDraw(data);
  const steps: DrawCheckStep[] = [
    { key: 'commitment', ok: check.commitment, label: 'The seed’s SHA-256 equals the published commitment' },
    {
      key: 'entriesHash',
      ok: check.entriesHash,
      label: 'The entry list’s SHA-256 equals its published hash',
    },
    { key: 'winners', ok: check.winners, label: 'Running the draw again gives the same names in order' },
  ];
  const failed = steps.filter((s) => !s.ok).map((s) => DRAW_CHECK_MESSAGES[s.key]);
  const ok = failed.length === 0;
  return {
    ok,
    verdict: ok ? DRAW_CHECK_MESSAGES.ok : `${DRAW_CHECK_MESSAGES.mismatch}: ${failed.join('; ')}.`,
    steps,
    winners: data.drawn.slice(0, data.winnersCount),
    alternates: data.drawn.slice(data.winnersCount),
    expected: check.expected,
    entrants: data.entries.length,
    totalEntries: data.entries.reduce((sum, [, n]) => sum + n, 0),
  };
}
