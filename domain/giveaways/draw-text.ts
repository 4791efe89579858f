import { nyDateTime } from '../time/ny-format.ts';

// Words and links about the draw shared by the server's e-mails, the rules, the admin page and the check page.

/** An instant in New York time, e.g. "Wednesday, December 9, 2026 at 1:00 PM New York time". */
export const newYorkDateTime = (at: Date | string) => nyDateTime(at, 'spelled');

/** The claim deadline of a winner notified at `at`: `claimDays` whole days later. */
export const claimDeadlineFrom = (at: Date, claimDays: number) =>
  new Date(at.getTime() + claimDays * 24 * 60 * 60 * 1000);
