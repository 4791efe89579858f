import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { parse } from 'csv-parse';
import { parse as parseSync } from 'csv-parse/sync';
import {
  IMPORT_COLUMNS,
  IMPORT_MAX_ROWS,
  IMPORT_MESSAGES,
  REQUIRED_COLUMNS,
  type ImportColumn,
  type ImportError,
} from '#domain/admin/import-export.ts';
import { IMPORT_JOB_MESSAGES } from '#domain/admin/import-jobs.ts';
import { AppError } from '#server/lib/errors.ts';
import type { RawRow } from './admin-import.rows.ts';

/** Rows handled between two turns of the event loop: a 50,000-row file never holds it for long. */
export const ROWS_PER_TURN = 500;
const CHARS_PER_WRITE = 64 * 1024;
const OPTIONS = { bom: true, skip_empty_lines: true, relax_column_count: true, trim: false } as const;

const unreadable = (error: unknown) => {
  const line = (error as { lines?: number }).lines;
  return new AppError(422, 'csv_unreadable', `${IMPORT_MESSAGES.notCsv}${line ? ` (line ${line})` : ''}`);
};

const normalize = (h: string) =>
  h
    .trim()
    .toLowerCase()
    .replace(/^product_slug$/, 'product_key');

/**
 * The header row alone (the parser stops after it), as column names. A column named twice is refused whole: its two
 * cells would disagree, and the last one would win silently. Unknown and missing columns are row-1 errors.
 */
export function readHeader(text: string): { header: string[]; errors: ImportError[] } {
  let first: string[];
  try {
    first = (parseSync(text, { ...OPTIONS, to_line: 1 }) as string[][])[0] ?? [];
  } catch (error) {
    throw unreadable(error);
  }
  const header = first.map(normalize);
  const positions = new Map<string, number[]>();
  header.forEach((h, i) => positions.set(h, [...(positions.get(h) ?? []), i + 1]));
  for (const [column, at] of positions) {
    if (column && at.length > 1) {
      const message = IMPORT_JOB_MESSAGES.duplicateColumn(column, at);
      throw new AppError(422, 'csv_duplicate_column', message, { [`row 1 · ${column}`]: message });
    }
  }
  const errors: ImportError[] = [];
  const known = new Set<string>(IMPORT_COLUMNS);
  for (const h of header) {
    if (!known.has(h))
      errors.push({ row: 1, column: h || '(blank)', message: `Unknown column ${h || '(blank)'}` });
  }
  for (const column of REQUIRED_COLUMNS) {
    if (!header.includes(column)) errors.push({ row: 1, column, message: `Add the column ${column}` });
  }
  return { header, errors };
}

async function* slices(text: string) {
  for (let i = 0; i < text.length; i += CHARS_PER_WRITE) yield text.slice(i, i + CHARS_PER_WRITE);
}

/**
 * The file's rows by column, parsed as a stream: the loop yields to other requests every ROWS_PER_TURN rows. A file
 * that is not a readable CSV, or has too many rows, is refused whole.
 */
export async function readRows(
  text: string,
  header: readonly string[],
  errors: ImportError[],
): Promise<RawRow[]> {
  const known = new Set<string>(IMPORT_COLUMNS);
  const rows: RawRow[] = [];
  let line = 0;
  try {
    for await (const cells of Readable.from(slices(text)).pipe(parse(OPTIONS)) as AsyncIterable<string[]>) {
      line += 1;
      if (line === 1) continue;
      if (line - 1 > IMPORT_MAX_ROWS)
        throw new AppError(413, 'csv_too_many_rows', IMPORT_MESSAGES.tooManyRows);
      const row = line;
      if (cells.length !== header.length) {
        errors.push({
          row,
          column: 'row',
          message: `The row has ${cells.length} cells; the header has ${header.length}`,
        });
      }
      const byColumn: RawRow['cells'] = {};
      header.forEach((h, j) => {
        if (known.has(h)) byColumn[h as ImportColumn] = cells[j] ?? '';
      });
      rows.push({ row, cells: byColumn });
      if (row % ROWS_PER_TURN === 0) await nextTurn();
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unreadable(error);
  }
  return rows;
}
