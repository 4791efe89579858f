import {
  ProductTemplateDefaultsSchema,
  type ProductTemplate,
  type ProductTemplateInput,
} from '#domain/admin/product-templates.ts';
import { PRODUCT_ADMIN_MESSAGES, type ProductPrefill } from '#domain/admin/products.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { auditOrigin, type Actor } from '#server/lib/actor.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import { recordAudit } from '#server/modules/audit/audit.service.ts';
import {
  deleteTemplate,
  insertTemplate,
  templateNamed,
  templateRow,
  templateRows,
  updateTemplate,
} from './admin-templates.repo.ts';

type Row = NonNullable<Awaited<ReturnType<typeof templateRow>>>;
const view = (r: Row): ProductTemplate => ({
  id: r.id,
  name: r.name,
  category: r.category,
  defaults: ProductTemplateDefaultsSchema.parse(r.defaults),
  productsCount: Number(r.productsCount),
  updatedAt: r.updatedAt.toISOString(),
});
const nameTaken = () =>
  new AppError(409, 'template_name_taken', PRODUCT_ADMIN_MESSAGES.templateNameTaken, {
    name: PRODUCT_ADMIN_MESSAGES.templateNameTaken,
  });

/** Product templates: listed for every catalog reader, written (audited) by the catalog team. */
export function createAdminTemplates(db: Db) {
  async function found(tx: DbOrTx, id: string) {
    const row = await templateRow(tx, id);
    if (!row) throw notFound(PRODUCT_ADMIN_MESSAGES.templateNotFound);
    return view(row);
  }

  const list = async () => ({ templates: (await templateRows(db)).map(view) });

  const create = (actor: Actor, input: ProductTemplateInput) =>
    db.transaction(async (tx) => {
      if (await templateNamed(tx, input.name)) throw nameTaken();
      const id = await insertTemplate(tx, input);
      const after = await found(tx, id);
      await recordAudit(tx, {
        ...auditOrigin(actor),
        action: 'product_template.created',
        targetType: 'product_template',
        targetId: id,
        before: null,
        after: input,
      });
      return after;
    });

  const update = (actor: Actor, id: string, input: ProductTemplateInput) =>
    db.transaction(async (tx) => {
      const before = await found(tx, id);
      const other = await templateNamed(tx, input.name);
      if (other && other !== id) throw nameTaken();
      await updateTemplate(tx, id, input);
      await recordAudit(tx, {
        ...auditOrigin(actor),
        action: 'product_template.updated',
        targetType: 'product_template',
        targetId: id,
        before: { name: before.name, category: before.category, defaults: before.defaults },
        after: input,
      });
      return found(tx, id);
    });

  const remove = (actor: Actor, id: string) =>
    db.transaction(async (tx) => {
      const before = await found(tx, id);
      await deleteTemplate(tx, id);
      await recordAudit(tx, {
        ...auditOrigin(actor),
        action: 'product_template.deleted',
        targetType: 'product_template',
        targetId: id,
        before: { name: before.name, category: before.category, defaults: before.defaults },
        after: null,
      });
    });

  /** A new product's form filled from the template: nothing is written until the basics step is saved. */
  async function prefill(id: string): Promise<ProductPrefill> {
    const t = await found(db, id);
    const d = t.defaults;
    return {
      name: '',
      category: t.category,
      shopId: '',
      producerName: null,
      producerLicense: null,
      strainType: d.strainType ?? 'hybrid',
      description: d.descriptionSkeleton,
      limitCategory: d.limitCategory,
      variants: d.variants.map((v) => ({
        label: v.label,
        netGrams: v.netGrams,
        priceCents: v.priceCents ?? 0,
        stock: 0,
        sku: null,
      })),
      thcPercentage: null,
      thcaPercentage: null,
      cbdPercentage: null,
      thcMgPerServing: d.thcMgPerServing ?? null,
      thcMgPerPackage: d.thcMgPerPackage ?? null,
      images: [],
      templateId: t.id,
    };
  }

  return { list, one: (id: string) => found(db, id), create, update, remove, prefill };
}
export type AdminTemplates = ReturnType<typeof createAdminTemplates>;
