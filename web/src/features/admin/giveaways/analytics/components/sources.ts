import { GIVEAWAY_ENTRY_SOURCES, type GiveawayEntrySource } from '#domain/giveaways/rules.ts';

export const SOURCES = GIVEAWAY_ENTRY_SOURCES;

/** One colour per entry source, with its legend swatch; the legend always names the source too. */
export const SOURCE_FILL: Record<GiveawayEntrySource, string> = {
  entry: 'fill-accent bg-accent',
  referral: 'fill-sky-500 bg-sky-500',
  order: 'fill-amber-500 bg-amber-500',
  free_alternative: 'fill-emerald-500 bg-emerald-500',
};

/** A New York day 'YYYY-MM-DD' as 'Nov 18' (or 'Tue, Nov 18'). */
export const dayLabel = (day: string, long = false) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    ...(long ? { weekday: 'short' } : {}),
  });
