import { AppError } from '#server/lib/errors.ts';

const BAD_CURSOR = 'This page link is no longer valid; start from the first page';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An opaque keyset cursor: what it pages (`kind`), the last row's sort value and id. */
export function encodeCursor(kind: string, value: string, id: string) {
  return Buffer.from(JSON.stringify([kind, value, id])).toString('base64url');
}

/** The (value, id) of a cursor of `kind` whose value matches `shape`; 400 for anything else. */
export function decodeCursor(kind: string, cursor: string, shape: RegExp) {
  try {
    const [k, value, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (
      k === kind &&
      typeof value === 'string' &&
      shape.test(value) &&
      typeof id === 'string' &&
      UUID.test(id)
    ) {
      return { value, id };
    }
  } catch {
    // falls through to the refusal
  }
  throw new AppError(400, 'invalid_cursor', BAD_CURSOR);
}

export const INSTANT_KEY = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/;
export const ANY_NAME = /^.{1,200}$/s;

/** The page and the cursor of the next one, from `limit + 1` rows. */
export function pageOf<T>(rows: T[], limit: number, cursorOf: (last: T) => string) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { page, nextCursor: rows.length > limit && last ? cursorOf(last) : null };
}
