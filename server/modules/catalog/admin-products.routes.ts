import { Hono } from 'hono';
import { ProductTemplateInputSchema } from '#domain/admin/product-templates.ts';
import {
  AdminProductListQuerySchema,
  PRODUCT_ADMIN_MESSAGES,
  ProductBulkSchema,
  ProductComplianceStepSchema,
  ProductCreateSchema,
  ProductExportQuerySchema,
  type AdminProductList,
  type AdminProductResponse,
  type ProductBulkResult,
  type ProductPrefillResponse,
} from '#domain/admin/products.ts';
import type { ProductTemplateList, ProductTemplateResponse } from '#domain/admin/product-templates.ts';
import {
  ProductBasicsSchema,
  ProductImagesSchema,
  ProductStatusChangeSchema,
  ProductVariantsSchema,
} from '#domain/catalog/admin-schemas.ts';
import { requestActor, type AppContext, type AppEnv } from '#server/http/context.ts';
import type { Services } from '#server/services.ts';
import { csvResponse } from '#server/http/csv-response.ts';
import { requirePermission } from '#server/http/middleware/require-permission.ts';
import { jsonBody, queryOf, uuidParam } from '#server/http/validate.ts';
import { productsCsv } from './admin-products-csv.ts';

/**
 * The catalog team's products and templates (`/api/admin/products…`, `/api/admin/product-templates…`): reads need
 * catalog:read (admin and support), writes catalog:write (admin).
 */
export function adminProductRoutes(services: Services) {
  const { products, bulk, templates } = services.catalog.admin;
  const read = requirePermission('catalog:read');
  const write = requirePermission('catalog:write');
  const actorOf = (c: AppContext) => requestActor(c, services.env.TRUST_PROXY, ['admin']);
  const idOf = (c: AppContext) => uuidParam(c, 'id', PRODUCT_ADMIN_MESSAGES.notFound);
  const templateId = (c: AppContext) => uuidParam(c, 'id', PRODUCT_ADMIN_MESSAGES.templateNotFound);
  const answer = (c: AppContext, product: AdminProductResponse['product'], status: 200 | 201 = 200) =>
    c.json({ product } satisfies AdminProductResponse, status);

  return new Hono<AppEnv>()
    .get('/products', read, async (c) => {
      const page: AdminProductList = await bulk.list(queryOf(c, AdminProductListQuerySchema));
      return c.json(page);
    })
    .get('/products/export.csv', read, (c) => {
      const { ids, ...filters } = queryOf(c, ProductExportQuerySchema);
      const day = new Date().toISOString().slice(0, 10);
      return csvResponse(
        c,
        `products-${day}.csv`,
        productsCsv(bulk.exportRows(filters, ids?.length ? ids : null)),
      );
    })
    .post('/products', write, async (c) => {
      const actor = actorOf(c);
      const { templateId: template, ...basics } = await jsonBody(c, ProductCreateSchema);
      return answer(c, await products.create(actor, basics, template ?? null), 201);
    })
    .post('/products/bulk', write, async (c) => {
      const actor = actorOf(c);
      const result: ProductBulkResult = await bulk.bulk(actor, await jsonBody(c, ProductBulkSchema));
      return c.json(result);
    })
    .get('/products/:id', read, async (c) => {
      return answer(c, await products.one(idOf(c)));
    })
    .get('/products/:id/duplicate', read, async (c) => {
      const input: ProductPrefillResponse = { input: await bulk.duplicate(idOf(c)) };
      return c.json(input);
    })
    .put('/products/:id/basics', write, async (c) => {
      const actor = actorOf(c);
      const id = idOf(c);
      return answer(c, await products.saveBasics(actor, id, await jsonBody(c, ProductBasicsSchema)));
    })
    .put('/products/:id/variants', write, async (c) => {
      const actor = actorOf(c);
      const id = idOf(c);
      return answer(c, await products.saveVariants(actor, id, await jsonBody(c, ProductVariantsSchema)));
    })
    .put('/products/:id/compliance', write, async (c) => {
      const actor = actorOf(c);
      const id = idOf(c);
      const input = await jsonBody(c, ProductComplianceStepSchema);
      return answer(c, await products.saveCompliance(actor, id, input));
    })
    .put('/products/:id/images', write, async (c) => {
      const actor = actorOf(c);
      const id = idOf(c);
      return answer(c, await products.saveImages(actor, id, await jsonBody(c, ProductImagesSchema)));
    })
    .post('/products/:id/status', write, async (c) => {
      const actor = actorOf(c);
      const id = idOf(c);
      const { status } = await jsonBody(c, ProductStatusChangeSchema);
      return answer(c, await products.setStatus(actor, id, status));
    })
    .get('/product-templates', read, async (c) => {
      const list: ProductTemplateList = await templates.list();
      return c.json(list);
    })
    .post('/product-templates', write, async (c) => {
      const actor = actorOf(c);
      const template = await templates.create(actor, await jsonBody(c, ProductTemplateInputSchema));
      return c.json({ template } satisfies ProductTemplateResponse, 201);
    })
    .put('/product-templates/:id', write, async (c) => {
      const actor = actorOf(c);
      const id = templateId(c);
      const template = await templates.update(actor, id, await jsonBody(c, ProductTemplateInputSchema));
      return c.json({ template } satisfies ProductTemplateResponse);
    })
    .delete('/product-templates/:id', write, async (c) => {
      const actor = actorOf(c);
      await templates.remove(actor, templateId(c));
      return c.body(null, 204);
    })
    .get('/product-templates/:id/prefill', read, async (c) => {
      const input: ProductPrefillResponse = { input: await templates.prefill(templateId(c)) };
      return c.json(input);
    });
}
