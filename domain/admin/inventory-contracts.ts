import type { Contract } from '../http.ts';
import { InventoryPageSchema, InventoryRowResponseSchema, MovementsPageSchema } from './inventory.ts';
import { ProductAnalyticsResponseSchema } from './product-analytics.ts';

/** What the admin inventory and product analytics answer on success; see ../contracts.ts. */
export const inventoryContracts = {
  'GET /api/admin/inventory': InventoryPageSchema,
  'GET /api/admin/inventory/:id': InventoryRowResponseSchema,
  'GET /api/admin/inventory/:id/movements': MovementsPageSchema,
  'POST /api/admin/inventory/:id/adjust': InventoryRowResponseSchema,
  'PUT /api/admin/inventory/:id/threshold': InventoryRowResponseSchema,
  'GET /api/admin/products/analytics': ProductAnalyticsResponseSchema,
  'GET /api/admin/products/analytics/export.csv': 'csv',
} satisfies Record<string, Contract>;
