import { setImmediate as nextTurn } from 'node:timers/promises';
import { IMPORT_MESSAGES, type ImportResult } from '#domain/admin/import-export.ts';
import { activationProblems } from '#domain/catalog/admin-rules.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { auditOrigin, type Actor } from '#server/lib/actor.ts';
import { recordAudit } from '#server/modules/audit/audit.service.ts';
import type { groupProducts } from './admin-import.check.ts';
import { finishJob, updateJob } from './admin-import-jobs.repo.ts';
import { insertMovements, insertProducts, insertVariants } from './admin-import.repo.ts';

type Product = ReturnType<typeof groupProducts>[number];

export interface WriteJob {
  id: string;
  fileName: string;
  sha256: string;
  actor: Actor;
}

export interface WriteOptions {
  /** Rows (variants) per transaction: small enough that one batch holds the database for a moment only. */
  batchRows: number;
  /** Between two batches, after the commit (tests hold the job here); throwing stops the job. */
  between: (done: number) => Promise<void>;
}

/** Products of about `rows` variants each, in file order (a product is never split). */
function batches(products: Product[], rows: number): Product[][] {
  const out: Product[][] = [[]];
  let size = 0;
  for (const p of products) {
    if (size > 0 && size + p.variants.length > rows) {
      out.push([]);
      size = 0;
    }
    out.at(-1)!.push(p);
    size += p.variants.length;
  }
  return out;
}

function productRow({ first: p, variants }: Product, importJobId: string) {
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
    importJobId,
  };
}

async function writeBatch(tx: Tx, job: WriteJob, products: Product[]) {
  const created = await insertProducts(
    tx,
    products.map((p) => productRow(p, job.id)),
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
      note: `Imported from ${job.fileName}`,
      actorUserId: job.actor.userId,
      actorRole: job.actor.role,
    })),
  );
  return { ids: [...idOf.values()], variants: variants.length };
}

/**
 * Writes checked products in short transactions of `batchRows` rows, yielding to other requests between them. Every
 * product carries the job's id, so a failure can remove them all (see admin-import-jobs.ts). The last batch also
 * writes the audit row and marks the job succeeded: the job ends in one commit with its final rows.
 */
export async function writeProducts(db: Db, job: WriteJob, products: Product[], options: WriteOptions) {
  const ids: string[] = [];
  let variants = 0;
  const parts = batches(products, options.batchRows);
  for (const [n, part] of parts.entries()) {
    const last = n === parts.length - 1;
    await db.transaction(async (tx) => {
      const written = await writeBatch(tx, job, part);
      ids.push(...written.ids);
      variants += written.variants;
      if (!last) return updateJob(tx, job.id, { doneRows: variants });
      const result: ImportResult = {
        fileName: job.fileName,
        sha256: job.sha256,
        products: ids.length,
        variants,
        note: IMPORT_MESSAGES.drafts,
      };
      await recordAudit(tx, {
        ...auditOrigin(job.actor),
        action: 'catalog.import',
        targetType: 'catalog_import',
        targetId: job.sha256,
        before: null,
        after: { products: ids.length, variants },
        details: {
          fileName: job.fileName,
          sha256: job.sha256,
          jobId: job.id,
          products: ids.length,
          variants,
          status: 'draft',
        },
      });
      await finishJob(tx, job.id, { status: 'succeeded', doneRows: variants, result });
    });
    if (!last) {
      await options.between(variants);
      await nextTurn();
    }
  }
  return ids;
}
