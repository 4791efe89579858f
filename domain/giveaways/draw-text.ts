import { nyDateTime } from '../time/new-york.ts';

// Words and links about the draw shared by the server's e-mails, the rules, the admin page and the check page.

/** An instant in New York time, e.g. "Wednesday, December 9, 2026 at 1:00 PM New York time". */
export const newYorkDateTime = (at: Date | string) => nyDateTime(at, 'spelled');

/** The storefront page where anyone re-checks a giveaway's published draw in the browser. */
export const drawCheckPath = (slug: string) => `/giveaway/${encodeURIComponent(slug)}/check`;
/** That page in the storefront's route tree. */
export const DRAW_CHECK_ROUTE = 'giveaway/:slug/check';

/** The claim deadline of a winner notified at `at`: `claimDays` whole days later. */
export const claimDeadlineFrom = (at: Date, claimDays: number) =>
  new Date(at.getTime() + claimDays * 24 * 60 * 60 * 1000);
