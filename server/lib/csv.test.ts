import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import {
  cellsOf,
  csvLines,
  csvStream,
  csvTable,
  headerOf,
  inBatches,
  inertCell,
  moneyCell,
  type CsvColumns,
} from './csv.ts';

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

describe('moneyCell', () => {
  it('writes cents as dollars with two decimals, and nothing for no amount', () => {
    expect(moneyCell(1250)).toBe('12.50');
    expect(moneyCell(5)).toBe('0.05');
    expect(moneyCell(0)).toBe('0.00');
    expect(moneyCell(-300)).toBe('-3.00');
    expect(moneyCell(null)).toBe('');
  });
});

/** Every chunk of a stream, as text. */
async function chunksOf(stream: ReadableStream<Uint8Array>) {
  const decoder = new TextDecoder();
  const chunks: string[] = [];
  const reader = stream.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read())
    chunks.push(decoder.decode(next.value));
  return chunks;
}

interface Sale {
  name: string;
  cents: number;
}
const COLUMNS: CsvColumns<Sale> = [
  ['name', (r) => r.name],
  ['total', (r) => moneyCell(r.cents)],
];

describe('csvStream and csvTable', () => {
  it('send the header, then one chunk per batch, each cell quoted and inert', async () => {
    async function* batches() {
      yield [{ name: 'Jo', cents: 1250 }];
      yield [
        { name: '=1+2', cents: 5 },
        { name: 'Ana', cents: 0 },
      ];
    }
    expect(await chunksOf(csvTable(COLUMNS, batches()))).toEqual([
      '"name","total"\n',
      '"Jo","12.50"\n',
      `"'=1+2","0.05"\n"Ana","0.00"\n`,
    ]);
    expect(headerOf(COLUMNS)).toEqual(['name', 'total']);
    expect(cellsOf(COLUMNS, { name: 'Jo', cents: 1 })).toEqual(['Jo', '0.01']);
  });

  it('end the batches when the download is cancelled', async () => {
    let closed = false;
    async function* batches() {
      try {
        for (;;) yield [[1]];
      } finally {
        closed = true;
      }
    }
    const reader = csvStream(['n'], batches()).getReader();
    await reader.read();
    await reader.read();
    await reader.cancel();
    expect(closed).toBe(true);
  });

  it('stream lines already in memory a few hundred at a time, made on the first read', async () => {
    let made = 0;
    const lines = () => {
      made += 1;
      return Array.from({ length: 5 }, (_, i) => [i]);
    };
    const stream = csvStream(['n'], inBatches(lines, 2));
    expect(made).toBe(0);
    expect(await chunksOf(stream)).toEqual(['"n"\n', '0\n1\n', '2\n3\n', '4\n']);
    expect(made).toBe(1);
  });
});
