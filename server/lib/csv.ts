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
