import { nyDateTime } from '../time/new-york.ts';

// Words and commands about the draw shared by the server's e-mails, the admin page and the verify script.

/** An instant in New York time, e.g. "Wednesday, December 9, 2026 at 1:00 PM New York time". */
export const newYorkDateTime = (at: Date | string) => nyDateTime(at, 'spelled');

/** The command anyone runs to re-check a giveaway's draw; `origin` when it is not the local store. */
export function verifyCommand(slug: string, origin?: string): string {
  return `npm run giveaway:verify -- ${slug}${origin ? ` --url ${origin}` : ''}`;
}

/** The claim deadline of a winner notified at `at`: `claimDays` whole days later. */
export const claimDeadlineFrom = (at: Date, claimDays: number) =>
  new Date(at.getTime() + claimDays * 24 * 60 * 60 * 1000);
