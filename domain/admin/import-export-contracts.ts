import type { Contract } from '../http.ts';
import { ImportPreviewSchema, ImportResultSchema } from './import-export.ts';

/** What the catalog's import and export routes answer on success; see ../contracts.ts. */
export const adminImportExportContracts = {
  'GET /api/admin/import-export/template.csv': 'csv',
  'POST /api/admin/import-export/products/preview': ImportPreviewSchema,
  'POST /api/admin/import-export/products/import': ImportResultSchema,
  'GET /api/admin/import-export/products.csv': 'csv',
  'GET /api/admin/import-export/inventory.csv': 'csv',
} satisfies Record<string, Contract>;
