import { totalThc } from '#domain/catalog.ts';
import { labStatus } from '#domain/catalog/admin-rules.ts';
import {
  LAB_MESSAGES,
  type LabListQuery,
  type LabListResponse,
  type LabResultInput,
  type LabResultPatch,
} from '#domain/catalog/lab-schemas.ts';
import type { LabResultItem } from '#domain/catalog/media-schemas.ts';
import { nyDay } from '#domain/time/ny-format.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { auditOrigin, type Actor } from '#server/lib/actor.ts';
import { AppError, conflict, notFound } from '#server/lib/errors.ts';
import { recordAudit } from '#server/modules/audit/audit.service.ts';
import { mediaUrl } from '#server/modules/media/media-urls.ts';
import type { CatalogService } from './catalog.service.ts';
import {
  batchTaken,
  deleteLab,
  insertLab,
  labColumns,
  linkedVariantIds,
  lockLab,
  productExists,
  setLabVariants,
  updateLab,
  variantsOfProduct,
} from './admin-labs.repo.ts';
import { labById, listLabs, mediaKind, productOptions, type LabListRow } from './admin-labs.queries.ts';

const fieldError = (status: 400 | 404 | 409, code: string, field: string, message: string) =>
  new AppError(status, code, message, { [field]: message });

/** A lab row as the admin API answers it. */
export function labItem(row: LabListRow, today: string): LabResultItem {
  const { certificateKey, createdAt: _created, ...rest } = row;
  void _created;
  return {
    ...rest,
    totalThcPercentage: totalThc(row.thcPercentage, row.thcaPercentage),
    status: labStatus(row, today),
    certificateUrl: certificateKey ? mediaUrl(certificateKey) : null,
  };
}

/** Lab results per batch: every write checked, audited with before and after, and the storefront told. */
export function createAdminLabs(deps: { db: Db; catalog: CatalogService; now: () => Date }) {
  const { db, catalog } = deps;
  const today = () => nyDay(deps.now());

  async function get(id: string, tx: DbOrTx = db) {
    const row = await labById(tx, id);
    if (!row) throw notFound(LAB_MESSAGES.notFound);
    return labItem(row, today());
  }

  async function checkCertificate(tx: DbOrTx, mediaId: string | null | undefined) {
    if (!mediaId) return;
    if ((await mediaKind(tx, mediaId)) !== 'document') {
      throw fieldError(400, 'validation_error', 'certificateMediaId', LAB_MESSAGES.certificate);
    }
  }

  const audit = (tx: DbOrTx, actor: Actor, action: string, id: string, before: unknown, after: unknown) =>
    recordAudit(tx, {
      ...auditOrigin(actor),
      action,
      targetType: 'lab_result',
      targetId: id,
      before: before as Record<string, unknown> | null,
      after: after as Record<string, unknown> | null,
    });

  async function create(input: LabResultInput, actor: Actor) {
    const { item, productId } = await db.transaction(async (tx) => {
      if (!(await productExists(tx, input.productId))) {
        throw fieldError(400, 'validation_error', 'productId', LAB_MESSAGES.productMissing);
      }
      if (await batchTaken(tx, input.productId, input.batchNumber)) {
        throw fieldError(409, 'batch_taken', 'batchNumber', LAB_MESSAGES.batchTaken);
      }
      await checkCertificate(tx, input.certificateMediaId);
      const { productId: pid, ...fields } = input;
      const id = await insertLab(tx, { productId: pid, ...labColumns(fields) } as Parameters<
        typeof insertLab
      >[1]);
      const created = await get(id, tx);
      await audit(tx, actor, 'lab_result.created', id, null, created);
      return { item: created, productId: pid };
    });
    await catalog.changed([productId]);
    return item;
  }

  async function update(id: string, patch: LabResultPatch, actor: Actor) {
    const item = await db.transaction(async (tx) => {
      const locked = await lockLab(tx, id);
      if (!locked) throw notFound(LAB_MESSAGES.notFound);
      const before = await get(id, tx);
      const testedAt = patch.testedAt ?? locked.testedAt;
      const expiresAt = patch.expiresAt === undefined ? locked.expiresAt : patch.expiresAt;
      if (expiresAt && expiresAt <= testedAt) {
        throw fieldError(400, 'validation_error', 'expiresAt', LAB_MESSAGES.expiresBeforeTested);
      }
      if (patch.batchNumber && (await batchTaken(tx, locked.productId, patch.batchNumber, id))) {
        throw fieldError(409, 'batch_taken', 'batchNumber', LAB_MESSAGES.batchTaken);
      }
      await checkCertificate(tx, patch.certificateMediaId);
      await updateLab(tx, id, labColumns(patch));
      const after = await get(id, tx);
      await audit(tx, actor, 'lab_result.updated', id, before, after);
      return after;
    });
    await catalog.changed([item.productId]);
    return item;
  }

  async function setVariants(id: string, variantIds: readonly string[], actor: Actor) {
    const unique = [...new Set(variantIds)];
    const item = await db.transaction(async (tx) => {
      const locked = await lockLab(tx, id);
      if (!locked) throw notFound(LAB_MESSAGES.notFound);
      if ((await variantsOfProduct(tx, locked.productId, unique)) !== unique.length) {
        throw fieldError(400, 'validation_error', 'variantIds', LAB_MESSAGES.variantOfOtherProduct);
      }
      const before = await linkedVariantIds(tx, id);
      await setLabVariants(tx, id, unique);
      const after = await get(id, tx);
      await audit(
        tx,
        actor,
        'lab_result.variants_linked',
        id,
        { variantIds: before },
        { variantIds: after.variantIds },
      );
      return after;
    });
    await catalog.changed([item.productId]);
    return item;
  }

  async function remove(id: string, actor: Actor) {
    const productId = await db.transaction(async (tx) => {
      const locked = await lockLab(tx, id);
      if (!locked) throw notFound(LAB_MESSAGES.notFound);
      const linked = await linkedVariantIds(tx, id);
      if (linked.length > 0) throw conflict('lab_result_in_use', LAB_MESSAGES.inUse(linked.length));
      const before = await get(id, tx);
      await deleteLab(tx, id);
      await audit(tx, actor, 'lab_result.deleted', id, before, null);
      return locked.productId;
    });
    await catalog.changed([productId]);
  }

  async function list(query: LabListQuery): Promise<LabListResponse> {
    const day = today();
    const { rows, nextCursor } = await listLabs(db, query, day);
    return { items: rows.map((r) => labItem(r, day)), nextCursor };
  }

  const products = (q?: string, id?: string) => productOptions(db, q, id);

  return { list, get: (id: string) => get(id), create, update, setVariants, remove, products };
}

export type AdminLabs = ReturnType<typeof createAdminLabs>;
