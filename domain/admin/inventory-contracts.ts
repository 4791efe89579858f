import type { Contract } from '../http.ts';
import { InventoryPageSchema, InventoryRowResponseSchema, MovementsPageSchema } from './inventory.ts';

/** What the admin inventory and product analytics answer on success; see ../contracts.ts. */
export const inventoryContracts = {
  'GET /api/admin/inventory': InventoryPageSchema,
  'GET /api/admin/inventory/:id': InventoryRowResponseSchema,
  'GET /api/admin/inventory/:id/movements': MovementsPageSchema,
  'POST /api/admin/inventory/:id/adjust': InventoryRowResponseSchema,
  'PUT /api/admin/inventory/:id/threshold': InventoryRowResponseSchema,
} satisfies Record<string, Contract>;
