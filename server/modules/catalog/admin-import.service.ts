import { createHash } from 'node:crypto';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MESSAGES,
  type ImportError,
  type ImportPreview,
  type ImportResult,
  templateRows,
} from '#domain/admin/import-export.ts';
import { activationProblems } from '#domain/catalog/admin-rules.ts';
import type { Db } from '#server/db/client.ts';
import { isUniqueViolation } from '#server/db/unique-violation.ts';
import { auditOrigin, type Actor } from '#server/lib/actor.ts';
import { AppError } from '#server/lib/errors.ts';
import { recordAudit } from '#server/modules/audit/audit.service.ts';
import { csvStream, INVENTORY_EXPORT_COLUMNS, PRODUCT_EXPORT_COLUMNS, templateCsv } from './admin-export.ts';
import { variantBatches } from './admin-export.queries.ts';
import { checkRows, groupProducts, readCsv, rowResults } from './admin-import.check.ts';
import {
  existingSkus,
  existingSlugs,
  firstShopSlug,
  insertMovements,
  insertProducts,
  insertVariants,
  shopsByName,
} from './admin-import.repo.ts';
import type { CatalogService } from './catalog.service.ts';

/** A catalog.changed event carries at most this many ids (a NOTIFY payload stays under 8,000 bytes). */
const IDS_PER_EVENT = 150;

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

/** The product CSV import: a preview that writes nothing, and an import that writes everything or nothing. */
export function createCatalogImport(db: Db, catalog: Pick<CatalogService, 'changed'>) {
  async function examine(tx: Parameters<typeof shopsByName>[0], bytes: Uint8Array) {
    const text = csvText(bytes);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const { rows: raw, errors } = readCsv(text);
    if (raw.length === 0) throw new AppError(422, 'csv_empty', IMPORT_MESSAGES.empty);
    const keys = [...new Set(raw.map((r) => r.cells.product_key?.trim() ?? '').filter(Boolean))];
    const skus = [...new Set(raw.map((r) => r.cells.sku?.trim() ?? '').filter(Boolean))];
    const [shops, takenSlugs, takenSkus] = [
      await shopsByName(tx),
      await existingSlugs(tx, keys),
      await existingSkus(tx, skus),
    ];
    const checked = checkRows(raw, { shops, takenSlugs, takenSkus }, errors);
    return { raw, errors, checked, sha256, keys };
  }

  async function preview(bytes: Uint8Array, fileName: string): Promise<ImportPreview> {
    const { raw, errors, sha256, keys } = await examine(db, bytes);
    return {
      fileName,
      sha256,
      rows: rowResults(raw, errors),
      errors,
      counts: { rows: raw.length, products: keys.length, variants: raw.length, errors: errors.length },
      note: IMPORT_MESSAGES.drafts,
    };
  }

  const refuse = (errors: ImportError[]) =>
    new AppError(
      422,
      'import_invalid',
      IMPORT_MESSAGES.failed,
      Object.fromEntries(errors.map((e) => [`row ${e.row} · ${e.column}`, e.message])),
    );

  /** A slug or SKU taken between the checks and the insert (another import, another tab): nothing was written. */
  async function written<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(409, 'import_conflict', IMPORT_MESSAGES.conflict);
      throw error;
    }
  }

  async function run(actor: Actor, bytes: Uint8Array, fileName: string): Promise<ImportResult> {
    const result = await written(() =>
      db.transaction(async (tx) => {
        const { errors, checked, sha256 } = await examine(tx, bytes);
        if (errors.length) throw refuse(errors);
        const products = groupProducts(checked);
        const created = await insertProducts(
          tx,
          products.map(({ first: p, variants }) => {
            // Sold only once every activation rule holds; a file brings no images or lab results, so a draft.
            const problems = activationProblems({
              ...p.basics,
              ...p.compliance,
              producerName: p.basics.producerName ?? null,
              producerLicense: p.basics.producerLicense ?? null,
              imageCount: 0,
              variants,
              labStatuses: [],
            });
            const active = p.wantsActive && problems.length === 0;
            return {
              slug: p.key,
              merchantId: p.basics.shopId,
              name: p.basics.name,
              description: p.basics.description,
              category: p.basics.category,
              strainType: p.basics.strainType,
              limitCategory: p.limitCategory,
              ...p.compliance,
              producerName: p.basics.producerName ?? null,
              producerLicense: p.basics.producerLicense ?? null,
              imageUrl: '',
              imageAlt: '',
              status: active ? ('active' as const) : ('draft' as const),
            };
          }),
        );
        const idOf = new Map(created.map((c) => [c.slug, c.id]));
        const shopOf = new Map(products.map((p) => [idOf.get(p.first.key)!, p.first.basics.shopId]));
        const variants = await insertVariants(
          tx,
          products.flatMap((p) =>
            p.variants.map((v, i) => ({
              productId: idOf.get(p.first.key)!,
              label: v.label,
              priceCents: v.priceCents,
              netGrams: v.netGrams,
              stock: v.stock,
              sortOrder: i,
              sku: v.sku ?? null,
              lowStockThreshold: v.lowStockThreshold,
            })),
          ),
        );
        // The opening ledger row of each new variant: its stock is the latest row's `after`.
        await insertMovements(
          tx,
          variants.map((v) => ({
            variantId: v.id,
            merchantId: shopOf.get(v.productId)!,
            before: 0,
            after: v.stock,
            reason: 'received' as const,
            note: `Imported from ${fileName}`,
            actorUserId: actor.userId,
            actorRole: actor.role,
          })),
        );
        await recordAudit(tx, {
          ...auditOrigin(actor),
          action: 'catalog.import',
          targetType: 'catalog_import',
          targetId: sha256,
          before: null,
          after: { products: created.length, variants: variants.length },
          details: { fileName, sha256, products: created.length, variants: variants.length, status: 'draft' },
        });
        return {
          fileName,
          sha256,
          products: created.length,
          variants: variants.length,
          ids: [...idOf.values()],
        };
      }),
    );
    for (let i = 0; i < result.ids.length; i += IDS_PER_EVENT) {
      await catalog.changed(result.ids.slice(i, i + IDS_PER_EVENT));
    }
    const { ids: _ids, ...answer } = result;
    return { ...answer, note: IMPORT_MESSAGES.drafts };
  }

  /** The template and the exports, streamed from keyset batches. */
  const files = {
    template: async () => templateCsv(templateRows(await firstShopSlug(db))),
    products: () => csvStream(PRODUCT_EXPORT_COLUMNS, variantBatches(db)),
    inventory: () => csvStream(INVENTORY_EXPORT_COLUMNS, variantBatches(db)),
  };

  return { preview, run, files };
}
export type CatalogImport = ReturnType<typeof createCatalogImport>;
