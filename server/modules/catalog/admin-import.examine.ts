import { createHash } from 'node:crypto';
import { parse as parseSync } from 'csv-parse/sync';
import { IMPORT_MAX_BYTES, IMPORT_MESSAGES, type ImportError } from '#domain/admin/import-export.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { AppError } from '#server/lib/errors.ts';
import { checkRows } from './admin-import.check.ts';
import { readHeader, readRows } from './admin-import.read.ts';
import { existingSkus, existingSlugs, shopsByName } from './admin-import.repo.ts';

/** The upload's text: a CSV is UTF-8 text with no NUL byte; anything else (a renamed binary) is refused. */
function csvText(bytes: Uint8Array): string {
  if (bytes.byteLength > IMPORT_MAX_BYTES)
    throw new AppError(413, 'file_too_large', IMPORT_MESSAGES.tooLarge);
  if (bytes.includes(0)) throw new AppError(415, 'not_csv', IMPORT_MESSAGES.notCsv);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new AppError(415, 'not_csv', IMPORT_MESSAGES.notCsv);
  }
}

/** What the request itself checks, in milliseconds even for 10 MB: the encoding, the header, a first row. */
export function readUpload(bytes: Uint8Array) {
  const text = csvText(bytes);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const { header, errors } = readHeader(text);
  const firstRow = parseSync(text, { bom: true, skip_empty_lines: true, from_line: 2, to_line: 2 });
  if ((firstRow as unknown[]).length === 0) throw new AppError(422, 'csv_empty', IMPORT_MESSAGES.empty);
  return { text, sha256, header, errors };
}

/** The 422 of a file refused before any row is written, every error named by row and column. */
export const refusal = (code: string, message: string, errors: readonly ImportError[]) =>
  new AppError(
    422,
    code,
    message,
    Object.fromEntries(errors.map((e) => [`row ${e.row} · ${e.column}`, e.message])),
  );

/** Every row read and checked against the catalog as it is now; `errors` gains every problem found. */
export async function examine(
  db: DbOrTx,
  upload: { text: string; header: readonly string[]; errors: ImportError[] },
  progress?: (checked: number) => Promise<void>,
) {
  const { errors } = upload;
  const raw = await readRows(upload.text, upload.header, errors);
  if (raw.length === 0) throw new AppError(422, 'csv_empty', IMPORT_MESSAGES.empty);
  const keys = [...new Set(raw.map((r) => r.cells.product_key?.trim() ?? '').filter(Boolean))];
  const skus = [...new Set(raw.map((r) => r.cells.sku?.trim() ?? '').filter(Boolean))];
  const facts = {
    shops: await shopsByName(db),
    takenSlugs: await existingSlugs(db, keys),
    takenSkus: await existingSkus(db, skus),
  };
  const checked = await checkRows(raw, facts, errors, progress);
  return { raw, checked, keys };
}
