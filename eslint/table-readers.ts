import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { ROOT, TABLE_OWNERS } from './nym-imports.js';

/**
 * The "who else reads" column of the table-owner map in docs/architecture.md, computed from the imports: every
 * `*.queries.ts` file that imports a schema file owned by another module. `npm run docs:tables` rewrites the table;
 * eslint/table-readers.test.ts fails when the document differs.
 */

export const DOC = 'docs/architecture.md';
export const START = '<!-- table-readers:start (npm run docs:tables writes this table) -->';
export const END = '<!-- table-readers:end -->';

const IMPORT = /import\s+(type\s+)?(\{[^}]*\}|\*\s+as\s+\w+)\s+from\s+'([^']+)'/g;
const TABLE = /export const (\w+) = pgTable\(\s*'([a-z_]+)'/g;

const toPosix = (path: string) => path.split(sep).join('/');

function filesUnder(root: string, dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    return entry.isDirectory() ? filesUnder(root, path) : [path];
  });
}

/** The schema file an import specifier names, or null. */
function schemaFileOf(specifier: string, from: string, root: string): string | null {
  const target = specifier.startsWith('#server/')
    ? `server/${specifier.slice('#server/'.length)}`
    : specifier.startsWith('.')
      ? toPosix(relative(root, resolve(root, dirname(from), specifier)))
      : null;
  return target?.match(/^server\/db\/schema\/([^/]+\.ts)$/)?.[1] ?? null;
}

/** The SQL name of each table a schema file exports, by its TypeScript name. */
function sqlNames(root: string, schemaFile: string): Map<string, string> {
  const text = readFileSync(join(root, 'server/db/schema', schemaFile), 'utf8');
  return new Map([...text.matchAll(TABLE)].map(([, name, table]) => [name!, table!]));
}

export interface TableReader {
  /** `<module>/<file>.queries.ts`. */
  reader: string;
  /** The SQL names of the tables it imports, in the order it names them (all of them for a namespace import). */
  tables: string[];
}

/** For each schema file (in TABLE_OWNERS order), the read models of other modules that import its tables. */
export function tableReaders(root = ROOT): Map<string, TableReader[]> {
  const owners = TABLE_OWNERS as Record<string, string>;
  const readers = new Map<string, TableReader[]>(Object.keys(owners).map((file) => [file, []]));
  const queries = filesUnder(root, 'server/modules')
    .filter((path) => path.endsWith('.queries.ts'))
    .sort();
  for (const from of queries) {
    const module = from.split('/')[2]!;
    for (const [, , what, specifier] of readFileSync(join(root, from), 'utf8').matchAll(IMPORT)) {
      const file = schemaFileOf(specifier!, from, root);
      if (!file || owners[file] === module) continue;
      const names = sqlNames(root, file);
      const tables = what!.startsWith('{')
        ? what!
            .slice(1, -1)
            .split(',')
            .map((part) => part.trim().split(/\s+as\s+/)[0]!)
            .flatMap((name) => (names.has(name) ? [names.get(name)!] : []))
        : [...names.values()];
      if (tables.length === 0) continue;
      readers.get(file)?.push({ reader: from.slice('server/modules/'.length), tables });
    }
  }
  return readers;
}

/** The table's rows as cells: schema file, owner, one reading file of another module and the tables it reads. */
export function readerRows(root = ROOT): string[][] {
  const owners = TABLE_OWNERS as Record<string, string>;
  return [...tableReaders(root)].flatMap(([file, readers]) =>
    readers.length
      ? readers.map(({ reader, tables }) => [
          `\`${file}\``,
          owners[file]!,
          `\`${reader}\``,
          tables.join(', '),
        ])
      : [[`\`${file}\``, owners[file]!, 'nobody', '']],
  );
}

const HEADER = ['Schema file', 'Owner', "Read by (another module's `*.queries.ts`)", 'Tables'];

export function renderTable(rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(HEADER), line(HEADER.map(() => '---')), ...rows.map(line)].join('\n');
}

/** The cells of the table between the markers, whitespace and alignment aside; null when the markers are missing. */
export function documentedRows(doc: string): string[][] | null {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start === -1 || end < start) return null;
  return doc
    .slice(start + START.length, end)
    .split('\n')
    .filter((line) => line.trim().startsWith('|'))
    .slice(2)
    .map((line) =>
      line
        .trim()
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
}

/** Writes the generated table between the markers of docs/architecture.md, formatted as the repository formats it. */
export async function writeDoc(root = ROOT) {
  const path = join(root, DOC);
  const doc = readFileSync(path, 'utf8');
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start === -1 || end < start) throw new Error(`${DOC} has no ${START} … ${END} block`);
  const next = `${doc.slice(0, start + START.length)}\n\n${renderTable(readerRows(root))}\n\n${doc.slice(end)}`;
  const options = (await resolveConfig(path)) ?? {};
  writeFileSync(path, await format(next, { ...options, filepath: path }));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await writeDoc();
