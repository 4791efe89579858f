import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { IMPORT_MAX_BYTES, IMPORT_MESSAGES, type ImportPreview } from '#domain/admin/import-export.ts';
import type { ImportJob } from '#domain/admin/import-jobs.ts';
import { requestActor, type AppContext, type AppEnv } from '#server/http/context.ts';
import type { Services } from '#server/services.ts';
import { csvResponse } from '#server/http/csv-response.ts';
import { requirePermission } from '#server/http/middleware/require-permission.ts';
import { AppError } from '#server/lib/errors.ts';

/** Path prefix of the uploads: the API's general body limit lets them through to their own 10 MB limit. */
export const IMPORT_UPLOAD_PREFIX = '/api/admin/import-export/products/';

/** The upload's file name as sent (URI-encoded), without any folder; a name that does not decode is kept raw. */
function baseName(sent: string): string {
  let name = sent;
  try {
    name = decodeURIComponent(sent);
  } catch {
    // Not URI-encoded: the header's own text.
  }
  // Control characters (a decoded %00 among them) cannot be stored as text.
  const printable = [...name].filter((ch) => ch.charCodeAt(0) >= 32).join('');
  return printable.replace(/^.*[\\/]/, '').slice(0, 200) || 'products.csv';
}

const CSV_TYPES = /^(text\/csv|text\/plain|application\/csv|application\/vnd\.ms-excel)\b/i;

/**
 * `/api/admin/import-export`: the product CSV (catalog:write; an import answers 202 with a job to poll) and the
 * catalog's exports (catalog:read).
 */
export function adminImportExportRoutes({ catalog: { import: catalogImport }, env }: Services) {
  const read = requirePermission('catalog:read');
  const write = requirePermission('catalog:write');
  /** The upload (after the permission): a CSV body of at most 10 MB, and its file name. */
  const upload = async (c: AppContext) => {
    if (!CSV_TYPES.test(c.req.header('content-type') ?? '')) {
      throw new AppError(415, 'not_csv', IMPORT_MESSAGES.notCsv);
    }
    const fileName = baseName(c.req.header('x-file-name') ?? '');
    return { bytes: new Uint8Array(await c.req.arrayBuffer()), fileName };
  };
  const limit = bodyLimit({
    maxSize: IMPORT_MAX_BYTES,
    onError: () => {
      throw new AppError(413, 'file_too_large', IMPORT_MESSAGES.tooLarge);
    },
  });
  const download = (c: AppContext, body: ReadableStream<Uint8Array> | string, name: string) => {
    const day = new Date().toISOString().slice(0, 10);
    return csvResponse(c, `${name}-${day}.csv`, body);
  };
  return new Hono<AppEnv>()
    .get('/template.csv', read, async (c) => {
      return download(c, await catalogImport.files.template(), 'product-import-template');
    })
    .post('/products/preview', limit, write, async (c) => {
      const { bytes, fileName } = await upload(c);
      const answer: ImportPreview = await catalogImport.preview(bytes, fileName);
      return c.json(answer);
    })
    .post('/products/import', limit, write, async (c) => {
      const { bytes, fileName } = await upload(c);
      const actor = requestActor(c, env.TRUST_PROXY, ['admin']);
      const answer: ImportJob = await catalogImport.submit(actor, bytes, fileName);
      return c.json(answer, 202, { location: `${IMPORT_UPLOAD_PREFIX}imports/${answer.id}` });
    })
    .get('/products/imports/:id', write, async (c) => {
      const answer: ImportJob = await catalogImport.job(c.req.param('id'));
      return c.json(answer, 200, { 'cache-control': 'no-store' });
    })
    .get('/products.csv', read, (c) => download(c, catalogImport.files.products(), 'products'))
    .get('/inventory.csv', read, (c) => download(c, catalogImport.files.inventory(), 'inventory'));
}
