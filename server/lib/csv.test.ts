import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvLines, inertCell } from './csv.ts';

/** The cells a spreadsheet reading with `delimiter` would make, quotes honoured where they can be. */
const cellsWith = (text: string, delimiter: string) =>
  (parse(text, { delimiter, relax_quotes: true }) as string[][]).flat();
const runsAsFormula = (cell: string) => /^\s*[=+\-@]/.test(cell) && !/^-?\d+(\.\d+)?$/.test(cell);

describe('csvLines', () => {
  it('quotes every text cell and leaves numbers bare', () => {
    expect(
      csvLines([
        ['name', 'total'],
        ['Jo', 12],
        ['a,b', null],
      ]),
    ).toBe('"name","total"\n"Jo",12\n"a,b",\n');
  });

  it('never lets a formula start a cell, whether the spreadsheet splits on commas or on semicolons', () => {
    const oneLine = ['Jo;=1+2', 'Jo,=1+2', '=HYPERLINK("x")', ' =1+2', '+1', '@SUM(A1)', '\t=1'];
    for (const delimiter of [',', ';']) {
      expect(cellsWith(csvLines([oneLine]), delimiter).filter(runsAsFormula)).toEqual([]);
    }
    const text = csvLines([[...oneLine, '\r=1', 'a\n=1']]);
    expect((parse(text) as string[][])[0]).toEqual([
      'Jo;=1+2',
      'Jo,=1+2',
      '\'=HYPERLINK("x")',
      "' =1+2",
      "'+1",
      "'@SUM(A1)",
      "'\t=1",
      "'\r=1",
      'a\n=1',
    ]);
  });
});

describe('inertCell', () => {
  it('keeps plain numbers, negative amounts included, as they are', () => {
    expect(inertCell('-12.50')).toBe('-12.50');
    expect(inertCell('42')).toBe('42');
    expect(inertCell('-1+2')).toBe("'-1+2");
  });
});
