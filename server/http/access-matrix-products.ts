import { staff, type RouteAccess } from './access-roles.ts';

const READ = ['admin', 'support'] as const;
const WRITE = ['admin'] as const;

/** The catalog team's products and templates: support may read (catalog:read), only admin writes (catalog:write). */
export const PRODUCT_ACCESS = {
  'POST /api/dev/products/:id/copy': {
    allow: [],
    gate: 'dev-token',
    note: "DEV_TOOLS only; the x-dev-token secret; an e2e test's own copy of an active product",
  },
  'GET /api/admin/products': staff(READ, 'products table with filters, search, sort; catalog:read'),
  'GET /api/admin/products/export.csv': staff(
    READ,
    'the selection or the filtered table as CSV; catalog:read',
  ),
  'POST /api/admin/products': staff(WRITE, 'a new draft from the basics step; catalog:write; audited'),
  'POST /api/admin/products/bulk': staff(
    WRITE,
    'activate, archive or move a selection; catalog:write; audited',
  ),
  'GET /api/admin/products/:id': staff(READ, 'one product as the form reads it; catalog:read'),
  'GET /api/admin/products/:id/duplicate': staff(READ, 'a pre-filled copy, nothing written; catalog:read'),
  'PUT /api/admin/products/:id/basics': staff(WRITE, 'catalog:write; audited'),
  'PUT /api/admin/products/:id/variants': staff(WRITE, 'catalog:write; new stock in the ledger; audited'),
  'PUT /api/admin/products/:id/compliance': staff(WRITE, 'catalog:write; audited'),
  'PUT /api/admin/products/:id/images': staff(WRITE, 'catalog:write; audited'),
  'POST /api/admin/products/:id/status': staff(WRITE, 'activation checks every rule; catalog:write; audited'),
  'GET /api/admin/product-templates': staff(READ, 'templates; catalog:read'),
  'POST /api/admin/product-templates': staff(WRITE, 'catalog:write; audited'),
  'PUT /api/admin/product-templates/:id': staff(WRITE, 'catalog:write; audited'),
  'DELETE /api/admin/product-templates/:id': staff(WRITE, 'catalog:write; audited'),
  'GET /api/admin/product-templates/:id/prefill': staff(
    READ,
    'a new product form from a template; catalog:read',
  ),
} satisfies Record<string, RouteAccess>;
