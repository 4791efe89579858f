import {
  PgDialect,
  bigserial,
  integer as int,
  pgTable,
  text as textColumn,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { AppError } from '#server/lib/errors.ts';
import {
  afterKey,
  ANY_NAME,
  decodeCursor,
  encodeCursor,
  INSTANT,
  instantKey,
  integer,
  MS_INSTANT,
  oneOf,
  pageByInstant,
  pageOf,
  readCursor,
  UUID,
} from './keyset.ts';

const ID = '0b8f5a52-8d1e-4c4e-9a43-0f4d1b7c2e11';
const AT = '2026-03-08T06:59:59.123456Z';
const raw = (text: string) => Buffer.from(text).toString('base64url');

describe('the cursor codec', () => {
  it('gives back the key it encoded, text and numbers alike', () => {
    const cursor = encodeCursor([AT, 1250, ID]);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor, [INSTANT, integer, UUID])).toEqual([AT, 1250, ID]);
  });

  it('keeps a cursor to the list it was made for', () => {
    const cursor = encodeCursor([AT, ID], 'created_desc');
    expect(decodeCursor(cursor, [INSTANT, UUID], { kind: 'created_desc' })).toEqual([AT, ID]);
    expect(decodeCursor(cursor, [INSTANT, UUID], { kind: 'total_asc' })).toBeNull();
    expect(decodeCursor(encodeCursor([AT, ID]), [INSTANT, UUID], { kind: 'created_desc' })).toBeNull();
  });

  it('answers null for anything that is not a key of that shape', () => {
    const rules = [INSTANT, UUID] as const;
    expect(decodeCursor('nonsense', rules)).toBeNull();
    expect(decodeCursor('', rules)).toBeNull();
    expect(decodeCursor(raw('{"a":1}'), rules)).toBeNull();
    expect(decodeCursor(raw('12'), rules)).toBeNull();
    expect(decodeCursor(raw(`${AT}|${ID}`), rules)).toBeNull();
    expect(decodeCursor(encodeCursor([AT]), rules)).toBeNull();
    expect(decodeCursor(encodeCursor([AT, ID, 1]), rules)).toBeNull();
    expect(decodeCursor(encodeCursor(['2026-03-08', ID]), rules)).toBeNull();
    expect(decodeCursor(encodeCursor([AT, 'not-an-id']), rules)).toBeNull();
  });

  it('checks each part by its rule', () => {
    expect(integer(3)).toBe(true);
    expect(integer(1.5)).toBe(false);
    expect(integer('3')).toBe(false);
    expect(oneOf(0, 1)(1)).toBe(true);
    expect(oneOf(0, 1)(2)).toBe(false);
    expect(MS_INSTANT('2026-11-01T05:30:00.000Z')).toBe(true);
    expect(MS_INSTANT(AT)).toBe(false);
    expect(ANY_NAME('Ana')).toBe(true);
    expect(ANY_NAME('')).toBe(false);
    expect(ANY_NAME('x'.repeat(201))).toBe(false);
  });

  it('refuses a bad cursor with the page-link message, or the refusal given', () => {
    expect(() => readCursor('abc', [INSTANT, UUID])).toThrow(
      expect.objectContaining({
        status: 400,
        code: 'invalid_cursor',
        message: 'This page link is no longer valid; start from the first page',
      }),
    );
    const refusal = () => new AppError(400, 'bad_cursor', 'This page link is no longer valid');
    expect(() => readCursor('abc', [INSTANT], { refusal })).toThrow(
      expect.objectContaining({ code: 'bad_cursor' }),
    );
    expect(readCursor(encodeCursor([AT, ID]), [INSTANT, UUID])).toEqual([AT, ID]);
  });
});

describe('pageOf', () => {
  const rows = [1, 2, 3].map((n) => ({ n, id: `r${n}` }));
  const keyOf = (r: { n: number; id: string }) => [r.n, r.id];

  it('keeps `limit` rows and points after the last one when there are more', () => {
    const page = pageOf(rows, 2, keyOf);
    expect(page.rows).toEqual(rows.slice(0, 2));
    expect(decodeCursor(page.nextCursor!, [integer, text])).toEqual([2, 'r2']);
  });

  it('tags the next cursor with the list', () => {
    const page = pageOf(rows, 1, keyOf, 'numbers');
    expect(decodeCursor(page.nextCursor!, [integer, text], { kind: 'numbers' })).toEqual([1, 'r1']);
  });

  it('has no next page when the rows fit', () => {
    expect(pageOf(rows, 3, keyOf)).toEqual({ rows, nextCursor: null });
    expect(pageOf([], 3, keyOf)).toEqual({ rows: [], nextCursor: null });
  });
});

const text = (value: unknown): value is string => typeof value === 'string';

describe('afterKey', () => {
  const items = pgTable('items', {
    id: uuid('id'),
    seq: bigserial('seq', { mode: 'number' }),
    name: textColumn('name'),
    total: int('total'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }),
  });
  const render = (q: ReturnType<typeof afterKey>) => new PgDialect().sqlToQuery(q);

  it('compares the row of sort columns with the key, cast to each column type', () => {
    expect(render(afterKey([items.createdAt, items.id], [AT, ID], 'desc'))).toMatchObject({
      sql: '("items"."created_at", "items"."id") < ($1::timestamp with time zone, $2::uuid)',
      params: [AT, ID],
    });
  });

  it('looks the other way in ascending order, and casts serial ids to their integer type', () => {
    expect(render(afterKey([items.total, items.name, items.seq], [1250, 'Ana', 7], 'asc'))).toMatchObject({
      sql: '("items"."total", "items"."name", "items"."seq") > ($1::integer, $2::text, $3::bigint)',
      params: [1250, 'Ana', 7],
    });
  });

  it('writes an instant key to the microsecond, in UTC', () => {
    expect(new PgDialect().sqlToQuery(instantKey(items.createdAt)).sql).toBe(
      `to_char("items"."created_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    );
  });
});

describe('pageByInstant', () => {
  const LATER = '2026-03-08T07:00:00.000001Z';
  const rows = [
    { at: LATER, id: ID },
    { at: AT, id: ID },
  ];

  it('reads from the start without a cursor, then after the key the cursor holds', async () => {
    const asked: unknown[] = [];
    const read = async (after: readonly [string, string] | null) => {
      asked.push(after);
      return after ? rows.slice(1) : rows;
    };
    const first = await pageByInstant({ limit: 1 }, read, (r) => [r.at, r.id], { kind: 'list' });
    expect(first.rows).toEqual(rows.slice(0, 1));
    const second = await pageByInstant({ cursor: first.nextCursor!, limit: 1 }, read, (r) => [r.at, r.id], {
      kind: 'list',
    });
    expect(second).toEqual({ rows: rows.slice(1), nextCursor: null });
    expect(asked).toEqual([null, [LATER, ID]]);
  });

  it('refuses a cursor of another list before reading anything', async () => {
    let reads = 0;
    const read = async () => {
      reads += 1;
      return rows;
    };
    const cursor = encodeCursor([AT, ID], 'other');
    await expect(
      pageByInstant({ cursor, limit: 1 }, read, (r) => [r.at, r.id], { kind: 'list' }),
    ).rejects.toThrow('This page link is no longer valid; start from the first page');
    expect(reads).toBe(0);
  });
});
