import { parse } from 'csv-parse/sync';

/** An export's CSV read back as a spreadsheet reads it, each line's cells joined by commas again for assertions. */
export function plainCsv(text: string): string {
  const rows = parse(text, { relax_column_count: true }) as string[][];
  return rows.map((row) => row.join(',')).join('\n') + (rows.length > 0 ? '\n' : '');
}
