/** `text` as a LIKE/ILIKE literal: its `\`, `%` and `_` match themselves (backslash is Postgres's default escape). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** A LIKE pattern for values that start with `text` (an index on the value, or on `lower(value)`, answers it). */
export const likePrefix = (text: string) => `${escapeLike(text)}%`;

/** A LIKE pattern for values that contain `text` anywhere. */
export const likeContains = (text: string) => `%${escapeLike(text)}%`;
