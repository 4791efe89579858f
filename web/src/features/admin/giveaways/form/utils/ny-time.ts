import { nyDate, nyDateTime, nyInstant, toNyInput } from '#domain/time/new-york.ts';

// Giveaway dates are New York times whatever the admin's own time zone; the form keeps ISO instants.

export { nyDate, nyDateTime, toNyInput };

/** A datetime-local value read as New York time, as an ISO instant (UTC); null when incomplete. */
export const fromNyInput = (value: string) => nyInstant(value)?.toISOString() ?? null;
