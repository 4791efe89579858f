import { stringify } from 'csv-stringify/sync';

export type CsvCell = string | number | null | undefined;

/** What a spreadsheet may run as a formula: = + - @ first (after spaces it trims), or a tab, CR or LF first. */
const FORMULA_START = /^(\s*[=+\-@]|[\t\r\n])/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** A text cell made inert: a formula-like start gets a leading apostrophe; a plain number stays a number. */
export function inertCell(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/**
 * Every export's CSV lines: each text cell made inert and quoted, so no spreadsheet runs one as a formula or splits
 * it on a separator of its own (`Jo;=1+2` under a `;` locale).
 */
export function csvLines(rows: readonly (readonly CsvCell[])[]): string {
  return stringify(
    rows.map((row) => row.map((cell) => (typeof cell === 'string' ? inertCell(cell) : cell))),
    { quoted_string: true },
  );
}

type CsvRows = readonly (readonly CsvCell[])[];

/** An export's columns, in order: each header and how a row fills it. */
export type CsvColumns<T> = readonly (readonly [header: string, cell: (row: T) => CsvCell])[];

/** Cents as a money cell: dollars with two decimals ('1250' → '12.50'); '' for no amount. */
export const moneyCell = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

/** The header line and each row's cells of `columns`. */
export const headerOf = <T>(columns: CsvColumns<T>) => columns.map(([header]) => header);
export const cellsOf = <T>(columns: CsvColumns<T>, row: T) => columns.map(([, cell]) => cell(row));

/**
 * A CSV streamed as it is read: the header, then each batch of rows as its own chunk, so the whole set is never in
 * memory. Cancelling the download ends the batches (their query stops). Cells go through csvLines.
 */
export function csvStream(
  header: readonly CsvCell[],
  batches: AsyncIterable<CsvRows>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.asyncIterator]();
  let started = false;
  return new ReadableStream({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(csvLines([header])));
        return;
      }
      const next = await iterator.next();
      if (next.done) return controller.close();
      controller.enqueue(encoder.encode(csvLines(next.value)));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}

/** `csvStream` of the rows of `batches` through `columns`. */
export function csvTable<T>(columns: CsvColumns<T>, batches: AsyncIterable<readonly T[]>) {
  async function* lines() {
    for await (const batch of batches) yield batch.map((row) => cellsOf(columns, row));
  }
  return csvStream(headerOf(columns), lines());
}

/** Lines already in memory (made on the first read), a few hundred per batch for `csvStream`. */
export async function* inBatches(
  lines: () => CsvRows | Promise<CsvRows>,
  size = 500,
): AsyncGenerator<CsvRows> {
  const all = await lines();
  for (let i = 0; i < all.length; i += size) yield all.slice(i, i + size);
}
