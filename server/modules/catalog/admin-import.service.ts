import { IMPORT_MESSAGES, type ImportPreview, templateRows } from '#domain/admin/import-export.ts';
import type { ImportJob } from '#domain/admin/import-jobs.ts';
import type { Db } from '#server/db/client.ts';
import type { Actor } from '#server/lib/actor.ts';
import { notFound } from '#server/lib/errors.ts';
import { csvTable } from '#server/lib/csv.ts';
import { INVENTORY_EXPORT_COLUMNS, PRODUCT_EXPORT_COLUMNS, templateCsv } from './admin-export.ts';
import { variantBatches } from './admin-export.queries.ts';
import { rowResults } from './admin-import.check.ts';
import { examine, readUpload, refusal } from './admin-import.examine.ts';
import { createImportWorker, type ImportJobOptions } from './admin-import-jobs.ts';
import { findJob, insertJob } from './admin-import-jobs.repo.ts';
import { firstShopSlug } from './admin-import.repo.ts';
import type { CatalogService } from './catalog.service.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The product CSV import: a preview that writes nothing, and an import that runs as a background job (queued, then
 * validated, then written in short batches) and writes everything or nothing.
 */
export function createCatalogImport(
  db: Db,
  catalog: Pick<CatalogService, 'changed'>,
  options: ImportJobOptions = {},
) {
  const worker = createImportWorker(db, (ids) => catalog.changed(ids), options);

  async function preview(bytes: Uint8Array, fileName: string): Promise<ImportPreview> {
    const upload = readUpload(bytes);
    const { raw, keys } = await examine(db, upload);
    const { errors } = upload;
    return {
      fileName,
      sha256: upload.sha256,
      rows: rowResults(raw, errors),
      errors,
      counts: { rows: raw.length, products: keys.length, variants: raw.length, errors: errors.length },
      note: IMPORT_MESSAGES.drafts,
    };
  }

  /** Checks the encoding and the header now (a bad one is a 422), queues the rest; the job id comes back at once. */
  async function submit(actor: Actor, bytes: Uint8Array, fileName: string): Promise<ImportJob> {
    const { text, sha256, errors } = readUpload(bytes);
    if (errors.length) throw refusal('import_invalid', IMPORT_MESSAGES.failed, errors);
    const job = await insertJob(db, { fileName, sha256, payload: text, actor });
    void worker.kick();
    return job;
  }

  async function job(id: string): Promise<ImportJob> {
    const found = UUID.test(id) ? await findJob(db, id) : null;
    if (!found) throw notFound('No such import');
    return found;
  }

  /** The template and the exports, streamed from keyset batches. */
  const files = {
    template: async () => templateCsv(templateRows(await firstShopSlug(db))),
    products: () => csvTable(PRODUCT_EXPORT_COLUMNS, variantBatches(db)),
    inventory: () => csvTable(INVENTORY_EXPORT_COLUMNS, variantBatches(db)),
  };

  return { preview, submit, job, files, worker };
}
export type CatalogImport = ReturnType<typeof createCatalogImport>;
