import type { Contract } from '../http.ts';
import { ProductTemplateListSchema, ProductTemplateResponseSchema } from './product-templates.ts';
import {
  AdminProductListSchema,
  AdminProductResponseSchema,
  ProductBulkResultSchema,
  ProductPrefillResponseSchema,
} from './products.ts';

/** What the admin's products and templates answer on success; see ../contracts.ts. */
export const adminProductContracts = {
  'GET /api/admin/products': AdminProductListSchema,
  'GET /api/admin/products/export.csv': 'csv',
  'POST /api/admin/products': AdminProductResponseSchema,
  'POST /api/admin/products/bulk': ProductBulkResultSchema,
  'GET /api/admin/products/:id': AdminProductResponseSchema,
  'GET /api/admin/products/:id/duplicate': ProductPrefillResponseSchema,
  'PUT /api/admin/products/:id/basics': AdminProductResponseSchema,
  'PUT /api/admin/products/:id/variants': AdminProductResponseSchema,
  'PUT /api/admin/products/:id/compliance': AdminProductResponseSchema,
  'PUT /api/admin/products/:id/images': AdminProductResponseSchema,
  'POST /api/admin/products/:id/status': AdminProductResponseSchema,
  'GET /api/admin/product-templates': ProductTemplateListSchema,
  'POST /api/admin/product-templates': ProductTemplateResponseSchema,
  'PUT /api/admin/product-templates/:id': ProductTemplateResponseSchema,
  'DELETE /api/admin/product-templates/:id': 'empty',
  'GET /api/admin/product-templates/:id/prefill': ProductPrefillResponseSchema,
} satisfies Record<string, Contract>;
