import { PRODUCT_ADMIN_MESSAGES, type AdminProduct } from '#domain/admin/products.ts';
import type { VariantInput } from '#domain/catalog/admin-schemas.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { takenSkus } from './admin-products.queries.ts';
import type { Actor } from '#server/lib/actor.ts';
import { AppError } from '#server/lib/errors.ts';
import {
  deleteVariants,
  insertVariant,
  parkVariantLabels,
  receiveStock,
  setVariantsLab,
  updateVariant,
} from './admin-products.repo.ts';

const refuse = (status: 409 | 422, code: string, field: string, message: string) =>
  new AppError(status, code, message, { [field]: message });

/**
 * The variants step: existing ones updated (their stock stays: the inventory page owns it), new ones created with
 * their opening stock in the ledger as received, missing ones removed unless an order holds them.
 */
export async function writeVariants(
  tx: DbOrTx,
  actor: Actor,
  before: AdminProduct,
  inputs: readonly VariantInput[],
) {
  const existing = new Map(before.variants.map((v) => [v.id, v]));
  inputs.forEach((v, i) => {
    if (v.id && !existing.has(v.id)) {
      throw refuse(422, 'variant_not_found', `variants.${i}.id`, PRODUCT_ADMIN_MESSAGES.variantNotFound);
    }
  });
  const kept = new Set(inputs.flatMap((v) => (v.id ? [v.id] : [])));
  const removed = before.variants.filter((v) => !kept.has(v.id));
  const ordered = removed.find((v) => v.hasOrders);
  if (ordered)
    throw refuse(
      409,
      'variant_ordered',
      'variants',
      `${ordered.label}: ${PRODUCT_ADMIN_MESSAGES.variantOrdered}`,
    );
  const skus = inputs.map((v) => v.sku?.trim() || null);
  const taken = await takenSkus(
    tx,
    before.id,
    skus.filter((s): s is string => s !== null),
  );
  const clash = skus.findIndex((s, i) => s !== null && (taken.has(s) || skus.indexOf(s) !== i));
  if (clash >= 0) throw refuse(409, 'sku_taken', `variants.${clash}.sku`, PRODUCT_ADMIN_MESSAGES.skuTaken);

  await deleteVariants(
    tx,
    removed.map((v) => v.id),
  );
  // Labels are unique per product: park the kept ones first so two can swap labels.
  await parkVariantLabels(tx, [...kept]);
  for (const [i, v] of inputs.entries()) {
    const fields = {
      label: v.label,
      netGrams: v.netGrams,
      priceCents: v.priceCents,
      sku: skus[i],
      sortOrder: i,
      ...(v.lowStockThreshold === undefined ? {} : { lowStockThreshold: v.lowStockThreshold }),
    };
    if (v.id) {
      await updateVariant(tx, v.id, fields);
      continue;
    }
    const variantId = await insertVariant(tx, { ...fields, productId: before.id, stock: v.stock });
    await receiveStock(tx, {
      variantId,
      shopId: before.shopId,
      after: v.stock,
      actorUserId: actor.userId,
      actorRole: actor.role,
    });
  }
  if (before.labResultId) await setVariantsLab(tx, before.id, before.labResultId);
}
