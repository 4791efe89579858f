import { randomBytes } from 'node:crypto';
import type { ProductComplianceStep } from '#domain/admin/products.ts';
import { PRODUCT_ADMIN_MESSAGES, type AdminProduct } from '#domain/admin/products.ts';
import { problemFields } from '#domain/admin/product-activation.ts';
import type { LimitCategory, Category } from '#domain/catalog.ts';
import type { ProductStatus } from '#domain/catalog/admin-rules.ts';
import { POTENCY_FIELDS, potencyFor, potencyMismatches, type Potency } from '#domain/catalog/potency.ts';
import type { ProductBasics, ProductImages, ProductVariants } from '#domain/catalog/admin-schemas.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { auditOrigin, type Actor } from '#server/lib/actor.ts';
import { AppError } from '#server/lib/errors.ts';
import { recordAudit } from '#server/modules/audit/audit.service.ts';
import type { SettingsService } from '#server/modules/settings/settings.service.ts';
import type { CatalogService } from './catalog.service.ts';
import { productView, type EdibleLimits } from './admin-product-view.ts';
import { activeShopExists, libraryImages } from './admin-products.queries.ts';
import { insertProduct, replaceImages, setVariantsLab, updateProduct } from './admin-products.repo.ts';
import { writeVariants } from './admin-product-variants.ts';
import { slugOf } from './shops.service.ts';

export interface AdminProductsDeps {
  db: Db;
  catalog: Pick<CatalogService, 'changed'>;
  settings: Pick<SettingsService, 'load'>;
  now: () => Date;
}

/** What a category counts against by default (NY limit categories). */
export const DEFAULT_LIMIT: Record<Category, LimitCategory> = {
  flower: 'flower',
  'pre-rolls': 'flower',
  edibles: 'edible',
  concentrates: 'concentrate',
  vapes: 'concentrate',
};

const unprocessable = (code: string, field: string, message: string) =>
  new AppError(422, code, message, { [field]: message });

const potencyOf = (p: AdminProduct): Potency =>
  Object.fromEntries(POTENCY_FIELDS.map((f) => [f, p[f]])) as Potency;

/** A product's part, as the audit log keeps it before and after a step. */
const part = (p: AdminProduct, keys: readonly (keyof AdminProduct)[]) =>
  Object.fromEntries(keys.map((k) => [k, p[k]]));
const BASICS = [
  'name',
  'category',
  'shopId',
  'producerName',
  'producerLicense',
  'strainType',
  'description',
] as const;
const COMPLIANCE = [
  'thcPercentage',
  'thcaPercentage',
  'cbdPercentage',
  'thcMgPerServing',
  'thcMgPerPackage',
  'labResultId',
] as const;

/**
 * The catalog team's product writes: a draft started by the basics step, each step saved onto it, status changes
 * checked against every activation rule. Each write is audited (before/after) in its transaction, then every
 * process's catalog cache is dropped.
 */
export function createAdminProducts(deps: AdminProductsDeps) {
  const { db } = deps;
  /** Read before a transaction opens: the settings' cache may query the database itself. */
  const limits = async () => (await deps.settings.load()).edibleLimits;
  const view = (tx: DbOrTx, id: string, l: EdibleLimits, lock = false) =>
    productView(tx, id, l, deps.now(), lock);

  async function requireShop(tx: DbOrTx, shopId: string) {
    if (!(await activeShopExists(tx, shopId))) {
      throw unprocessable('shop_not_found', 'shopId', PRODUCT_ADMIN_MESSAGES.shopNotFound);
    }
  }

  /** One step: lock, write, audit the step's fields before and after, tell every process. */
  async function step(
    actor: Actor,
    id: string,
    action: string,
    keys: readonly (keyof AdminProduct)[],
    write: (tx: DbOrTx, before: AdminProduct) => Promise<void>,
  ) {
    const l = await limits();
    const product = await db.transaction(async (tx) => {
      const before = await view(tx, id, l, true);
      await write(tx, before);
      const after = await view(tx, id, l);
      await recordAudit(tx, {
        ...auditOrigin(actor),
        action,
        targetType: 'product',
        targetId: id,
        before: part(before, keys),
        after: part(after, keys),
        details: { name: after.name, status: after.status },
      });
      return after;
    });
    await deps.catalog.changed([id]);
    return product;
  }

  async function create(actor: Actor, basics: ProductBasics, templateId: string | null) {
    const l = await limits();
    const id = await db.transaction(async (tx) => {
      await requireShop(tx, basics.shopId);
      const productId = await insertProduct(tx, {
        ...basics,
        merchantId: basics.shopId,
        slug: `${slugOf(basics.name)}-${randomBytes(3).toString('hex')}`,
        limitCategory: DEFAULT_LIMIT[basics.category],
        imageUrl: '',
        imageAlt: '',
        status: 'draft',
        templateId,
      });
      const after = await view(tx, productId, l);
      await recordAudit(tx, {
        ...auditOrigin(actor),
        action: 'product.created',
        targetType: 'product',
        targetId: productId,
        before: null,
        after: part(after, [...BASICS, 'status']),
        details: { templateId },
      });
      return productId;
    });
    await deps.catalog.changed([id]);
    return view(db, id, l);
  }

  /** A product moved to another category loses the potency figures the new one does not carry. */
  const saveBasics = (actor: Actor, id: string, basics: ProductBasics) =>
    step(actor, id, 'product.basics_saved', [...BASICS, ...POTENCY_FIELDS], async (tx, before) => {
      await requireShop(tx, basics.shopId);
      const { shopId, ...rest } = basics;
      const potency =
        before.category === basics.category ? {} : potencyFor(basics.category, potencyOf(before));
      await updateProduct(tx, id, { ...rest, ...potency, merchantId: shopId });
    });

  const saveVariants = (actor: Actor, id: string, input: ProductVariants) =>
    step(actor, id, 'product.variants_saved', ['limitCategory', 'variants'], async (tx, before) => {
      await updateProduct(tx, id, { limitCategory: input.limitCategory });
      await writeVariants(tx, actor, before, input.variants);
    });

  const saveCompliance = (actor: Actor, id: string, input: ProductComplianceStep) =>
    step(actor, id, 'product.compliance_saved', COMPLIANCE, async (tx, before) => {
      const { labResultId, ...potency } = input;
      const mismatches = potencyMismatches(before.category, potency);
      if (mismatches.length > 0) {
        throw new AppError(
          422,
          'potency_category',
          mismatches[0]!.message,
          Object.fromEntries(mismatches.map((m) => [m.field, m.message])),
        );
      }
      if (labResultId && !before.labResults.some((l) => l.id === labResultId)) {
        throw unprocessable('lab_not_found', 'labResultId', PRODUCT_ADMIN_MESSAGES.labNotFound);
      }
      await updateProduct(tx, id, potency);
      await setVariantsLab(tx, id, labResultId);
    });

  const saveImages = (actor: Actor, id: string, input: ProductImages) =>
    step(actor, id, 'product.images_saved', ['images'], async (tx) => {
      const urls = await libraryImages(
        tx,
        input.images.map((i) => i.mediaId),
      );
      const missing = input.images.findIndex((i) => !urls.has(i.mediaId));
      if (missing >= 0) {
        throw unprocessable(
          'media_not_found',
          `images.${missing}.mediaId`,
          PRODUCT_ADMIN_MESSAGES.mediaNotFound,
        );
      }
      await replaceImages(tx, id, input.images);
      const first = input.images[0];
      await updateProduct(tx, id, {
        imageUrl: first ? urls.get(first.mediaId)! : '',
        imageAlt: first?.alt ?? '',
      });
    });

  /** draft ↔ active ↔ archived; becoming active only when every rule passes (422 naming each field). */
  const setStatus = (actor: Actor, id: string, status: ProductStatus) =>
    step(actor, id, 'product.status_changed', ['status'], async (tx, before) => {
      if (status === 'active' && before.problems.length > 0) {
        throw new AppError(
          422,
          'not_activatable',
          before.problems[0]!.message,
          problemFields(before.problems),
        );
      }
      if (status !== before.status) await updateProduct(tx, id, { status });
    });

  const one = async (id: string) => view(db, id, await limits());

  return { one, create, saveBasics, saveVariants, saveCompliance, saveImages, setStatus, view, limits };
}
export type AdminProducts = ReturnType<typeof createAdminProducts>;
