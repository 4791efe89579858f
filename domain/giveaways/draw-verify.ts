import { verifyDraw } from './draw.ts';
import { PublishedDrawSchema, type PublishedDrawResponse } from './schemas.ts';

// The core of `npm run giveaway:verify`: re-checks a published draw and says what it found, line by line.

export interface VerifyReport {
  ok: boolean;
  lines: string[];
  winners: string[];
  alternates: string[];
}

const mark = (ok: boolean) => (ok ? 'OK  ' : 'FAIL');

/** Checks a published draw (the JSON of `GET /api/giveaways/:slug/draw` or a saved copy of it). */
export function verifyPublishedDraw(json: unknown): VerifyReport {
  const parsed = PublishedDrawSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      lines: [
        `FAIL the file is not a published draw (${issue?.path.join('.') || 'body'}: ${issue?.message})`,
      ],
      winners: [],
      alternates: [],
    };
  }
  return verifyParsed(parsed.data);
}

function verifyParsed(draw: PublishedDrawResponse): VerifyReport {
  if (draw.seed === null || draw.entriesHash === null || draw.entries === null) {
    return {
      ok: false,
      lines: [
        `FAIL ${draw.slug} has not been drawn yet; its commitment is ${draw.seedHash}`,
        'Run this again after the draw.',
      ],
      winners: [],
      alternates: [],
    };
  }
  const check = verifyDraw({
    algorithm: draw.algorithm,
    seedHash: draw.seedHash,
    seed: draw.seed,
    entriesHash: draw.entriesHash,
    entries: draw.entries,
    drawn: draw.drawn,
  });
  const total = draw.entries.reduce((sum, [, n]) => sum + n, 0);
  const lines = [
    `Giveaway ${draw.slug}, drawn ${draw.drawnAt ?? '(no time)'} with ${draw.algorithm}`,
    `${mark(check.commitment)} sha256(seed) equals the commitment published before the entries (${draw.seedHash})`,
    `${mark(check.entriesHash)} sha256(entry list) equals the published entries hash (${draw.entriesHash}); ${draw.entries.length} entrants, ${total} entries`,
    `${mark(check.winners)} re-running the draw gives the published names in the same order`,
  ];
  if (!check.winners) lines.push(`     expected: ${check.expected.join(', ') || '(none)'}`);
  const winners = draw.drawn.slice(0, draw.winnersCount);
  const alternates = draw.drawn.slice(draw.winnersCount);
  winners.forEach((id, i) => lines.push(`Winner ${i + 1}: ${id}`));
  alternates.forEach((id, i) => lines.push(`Alternate ${i + 1}: ${id}`));
  const ok = check.commitment && check.entriesHash && check.winners;
  lines.push(ok ? 'All checks agree: the draw is reproducible.' : 'The draw does NOT verify.');
  return { ok, lines, winners, alternates };
}
