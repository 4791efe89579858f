import {
  PRODUCT_PAGE_SIZE,
  type AdminProductList,
  type AdminProductListQuery,
  type AdminProductRow,
  type ProductBulk,
  type ProductBulkResult,
  type ProductPrefill,
} from '#domain/admin/products.ts';
import type { Db } from '#server/db/client.ts';
import { auditOrigin, type Actor } from '#server/lib/actor.ts';
import { AppError } from '#server/lib/errors.ts';
import { recordAudit } from '#server/modules/audit/audit.service.ts';
import type { CatalogService } from './catalog.service.ts';
import { activeShopExists, productPage } from './admin-products.queries.ts';
import { updateProducts } from './admin-products.repo.ts';
import type { AdminProducts } from './admin-products.service.ts';

type Page = Awaited<ReturnType<typeof productPage>>;
const rowOf = (r: Page[number]): AdminProductRow => ({
  id: r.id,
  name: r.name,
  slug: r.slug,
  category: r.category as AdminProductRow['category'],
  status: r.status as AdminProductRow['status'],
  imageUrl: r.image_url,
  imageAlt: r.image_alt,
  shopId: r.shop_id,
  shopName: r.shop_name,
  producerName: r.producer_name,
  variantsCount: Number(r.variants_count),
  minPriceCents: r.min_price === null ? null : Number(r.min_price),
  maxPriceCents: r.max_price === null ? null : Number(r.max_price),
  stockTotal: Number(r.stock_total),
  lowStock: Boolean(r.low_stock),
  updatedAt: new Date(r.updated_at).toISOString(),
});

/** The products table, its bulk actions, its export and the duplicate's pre-filled form. */
export function createAdminProductsBulk(deps: {
  db: Db;
  catalog: Pick<CatalogService, 'changed'>;
  products: AdminProducts;
}) {
  const { db, products } = deps;

  async function list(q: AdminProductListQuery): Promise<AdminProductList> {
    const offset = Number(q.cursor ?? 0);
    const rows = await productPage(db, q, offset, PRODUCT_PAGE_SIZE);
    const total = rows[0] ? Number(rows[0].total) : 0;
    return {
      rows: rows.map(rowOf),
      total,
      nextCursor: offset + PRODUCT_PAGE_SIZE < total ? String(offset + PRODUCT_PAGE_SIZE) : null,
      prevCursor: offset > 0 ? String(Math.max(0, offset - PRODUCT_PAGE_SIZE)) : null,
    };
  }

  /** The rows of an export: the selection, or every product the filters match, a page at a time. */
  async function* exportRows(q: AdminProductListQuery, ids: readonly string[] | null) {
    for (let offset = 0; ; offset += 500) {
      const page = await productPage(db, q, offset, 500, ids);
      if (page.length) yield page.map(rowOf);
      if (page.length < 500) return;
    }
  }

  /** Each selected product checked and changed on its own: activation refusals are answered, not thrown. */
  async function bulk(actor: Actor, body: ProductBulk): Promise<ProductBulkResult> {
    const result: ProductBulkResult = { updated: [], refused: [] };
    const limits = await products.limits();
    await db.transaction(async (tx) => {
      if (body.action === 'move' && !(await activeShopExists(tx, body.shopId!))) {
        throw new AppError(422, 'shop_not_found', 'Choose an active shop', {
          shopId: 'Choose an active shop',
        });
      }
      for (const id of [...new Set(body.ids)]) {
        const before = await products.view(tx, id, limits, true).catch(() => null);
        if (!before) {
          result.refused.push({ id, name: '', problems: [{ field: 'id', message: 'Product not found' }] });
          continue;
        }
        if (body.action === 'activate' && before.problems.length) {
          result.refused.push({ id, name: before.name, problems: before.problems });
          continue;
        }
        const set =
          body.action === 'move'
            ? { merchantId: body.shopId! }
            : { status: body.action === 'activate' ? ('active' as const) : ('archived' as const) };
        await updateProducts(tx, [id], set);
        await recordAudit(tx, {
          ...auditOrigin(actor),
          action: body.action === 'move' ? 'product.moved' : 'product.status_changed',
          targetType: 'product',
          targetId: id,
          before: body.action === 'move' ? { shopId: before.shopId } : { status: before.status },
          after: body.action === 'move' ? { shopId: body.shopId } : { status: set.status },
          details: { name: before.name, bulk: true },
        });
        result.updated.push(id);
      }
    });
    if (result.updated.length) await deps.catalog.changed(result.updated);
    return result;
  }

  /** The product as a new draft's form: "… (copy)", no SKUs, no stock; nothing written until it is saved. */
  async function duplicate(id: string): Promise<ProductPrefill> {
    const p = await products.one(id);
    return {
      name: `${p.name} (copy)`.slice(0, 120),
      category: p.category,
      shopId: p.shopId,
      producerName: p.producerName,
      producerLicense: p.producerLicense,
      strainType: p.strainType,
      description: p.description,
      limitCategory: p.limitCategory,
      variants: p.variants.map((v) => ({
        label: v.label,
        netGrams: v.netGrams,
        priceCents: v.priceCents,
        stock: 0,
        sku: null,
      })),
      thcPercentage: p.thcPercentage,
      thcaPercentage: p.thcaPercentage,
      cbdPercentage: p.cbdPercentage,
      thcMgPerServing: p.thcMgPerServing,
      thcMgPerPackage: p.thcMgPerPackage,
      images: p.images.map(({ mediaId, alt, url }) => ({ mediaId, alt, url })),
      templateId: p.templateId,
    };
  }

  return { list, exportRows, bulk, duplicate };
}
export type AdminProductsBulk = ReturnType<typeof createAdminProductsBulk>;
