import { staff, type RouteAccess } from './access-roles.ts';

/** The admin's inventory and product analytics: support reads (catalog:read), only admin changes (catalog:write). */
export const INVENTORY_ACCESS = {
  'GET /api/admin/inventory': staff(['admin', 'support'], 'variants with stock and thresholds; catalog:read'),
  'GET /api/admin/inventory/:id': staff(['admin', 'support'], 'one variant’s stock row; catalog:read'),
  'GET /api/admin/inventory/:id/movements': staff(['admin', 'support'], 'the variant’s ledger; catalog:read'),
  'POST /api/admin/inventory/:id/adjust': staff(['admin'], 'count or delta with a reason; ledger + audit'),
  'PUT /api/admin/inventory/:id/threshold': staff(['admin'], 'low-stock threshold; catalog:write; audited'),
  'GET /api/admin/products/analytics': staff(
    ['admin', 'support'],
    'views, adds, sales, stock per product; catalog:read',
  ),
  'GET /api/admin/products/analytics/export.csv': staff(
    ['admin', 'support'],
    'the same table as CSV; catalog:read',
  ),
} as const satisfies Record<string, RouteAccess>;
