import { z } from 'zod';

// The query-string pieces every staff list reads: its search box, its page link and its page size.

/** The answer to a page link (cursor) that no longer fits its list. */
export const PAGE_LINK_EXPIRED = 'This page link is no longer valid; start from the first page';

/** Optional text of at most `max` characters, trimmed; empty reads as absent. */
export const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((v) => (v ? v : undefined));

/** A list's search box. */
export const searchText = () => optionalText(100, 'Search with at most 100 characters');

/** A list's page link: opaque to the client, at most `max` characters. */
export const pageCursor = (max = 300, message: string = PAGE_LINK_EXPIRED) =>
  z.string().max(max, message).optional();

/** How many rows a page holds: 1 to `max`, 50 unless asked. */
export const pageSize = (max: number) =>
  z.coerce
    .number({ error: 'The page size must be a number' })
    .int('The page size must be a whole number')
    .min(1, 'The page size must be at least 1')
    .max(max, `The page size must be at most ${max}`)
    .default(50);
