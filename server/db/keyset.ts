import { sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PAGE_LINK_EXPIRED } from '#domain/admin/list-query.ts';
import { AppError } from '#server/lib/errors.ts';

/** One part of a keyset key: a sort value, a row id, or the name of the list the cursor belongs to. */
export type KeyPart = string | number;
/** A check for one part of a decoded cursor. */
export type PartRule<T extends KeyPart = KeyPart> = (value: unknown) => value is T;
type Decoded<R extends readonly PartRule[]> = { [K in keyof R]: R[K] extends PartRule<infer T> ? T : never };

const invalidCursor = () => new AppError(400, 'invalid_cursor', PAGE_LINK_EXPIRED);

/** A text part matching `shape`. */
export const text =
  (shape: RegExp): PartRule<string> =>
  (value): value is string =>
    typeof value === 'string' && shape.test(value);
/** One of `allowed`. */
export const oneOf =
  <T extends KeyPart>(...allowed: T[]): PartRule<T> =>
  (value): value is T =>
    allowed.includes(value as T);
export const integer: PartRule<number> = (value): value is number => Number.isSafeInteger(value);

export const UUID = text(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
/** An instant as `instantKey` writes it: UTC to the microsecond. */
export const INSTANT = text(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
/** An instant as `Date.toISOString` writes it (for columns kept to the millisecond). */
export const MS_INSTANT = text(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
export const ANY_NAME = text(/^.{1,200}$/s);

/** A timestamp column as sortable text to the microsecond (a JavaScript Date keeps only milliseconds). */
export const instantKey = (at: SQLWrapper) =>
  sql<string>`to_char(${at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** What a cursor is checked against: the list it was made for (`kind`), and the answer to a bad one. */
export interface CursorOptions {
  /** The list or sort the cursor pages: a cursor of another kind is refused. */
  kind?: string;
  /** The error for a bad cursor; by default 400 "This page link is no longer valid; start from the first page". */
  refusal?: () => Error;
}

/** An opaque cursor over a key tuple, tagged with the list it pages when `kind` is given. */
export function encodeCursor(key: readonly KeyPart[], kind?: string): string {
  return Buffer.from(JSON.stringify(kind === undefined ? key : [kind, ...key])).toString('base64url');
}

/** The key of a cursor of `kind` with one part per rule, each passing its rule; null for anything else. */
export function decodeCursor<const R extends readonly PartRule[]>(
  cursor: string,
  rules: R,
  { kind }: CursorOptions = {},
): Decoded<R> | null {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(parts)) return null;
  if (kind !== undefined && parts.shift() !== kind) return null;
  if (parts.length !== rules.length) return null;
  return rules.every((rule, i) => rule(parts[i])) ? (parts as Decoded<R>) : null;
}

/** As `decodeCursor`, refusing a bad cursor. */
export function readCursor<const R extends readonly PartRule[]>(
  cursor: string,
  rules: R,
  options: CursorOptions = {},
): Decoded<R> {
  const key = decodeCursor(cursor, rules, options);
  if (!key) throw (options.refusal ?? invalidCursor)();
  return key;
}

/** A page from `limit + 1` rows: the first `limit`, and the cursor after the last one (null on the last page). */
export function pageOf<T>(rows: T[], limit: number, keyOf: (last: T) => readonly KeyPart[], kind?: string) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { rows: page, nextCursor: rows.length > limit && last ? encodeCursor(keyOf(last), kind) : null };
}

/**
 * One page of a list sorted on (an instant to the microsecond, a uuid): the cursor read (refused when bad), the rows
 * after it read by `read` (`limit + 1` of them), and the page with the cursor after its last row.
 */
export async function pageByInstant<T>(
  page: { cursor?: string | undefined; limit: number },
  read: (after: readonly [instant: string, id: string] | null) => Promise<T[]>,
  keyOf: (last: T) => readonly [instant: string, id: string],
  options: CursorOptions = {},
) {
  const after = page.cursor ? readCursor(page.cursor, [INSTANT, UUID], options) : null;
  return pageOf(await read(after), page.limit, keyOf, options.kind);
}

const CAST_OF_SERIAL: Record<string, string> = {
  serial: 'integer',
  bigserial: 'bigint',
  smallserial: 'smallint',
};

/** The type a key value is cast to: the column's own, without precision (a cast must not round the key). */
function castOf(column: AnyColumn): string {
  const type = column.getSQLType().replace(/\s*\(\d+\)/, '');
  return CAST_OF_SERIAL[type] ?? type;
}

/**
 * The rows after `key` in a list sorted by `columns` (the last one the row id), all in one direction: a row
 * comparison, which an index on the same columns answers as a range.
 */
export function afterKey(columns: readonly AnyColumn[], key: readonly KeyPart[], order: 'asc' | 'desc'): SQL {
  const values = columns.map((column, i) => sql`${key[i]}::${sql.raw(castOf(column))}`);
  const op = sql.raw(order === 'desc' ? '<' : '>');
  return sql`(${sql.join([...columns], sql`, `)}) ${op} (${sql.join(values, sql`, `)})`;
}
