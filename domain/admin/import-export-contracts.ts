import type { Contract } from '../http.ts';
import { ImportPreviewSchema } from './import-export.ts';
import { ImportJobSchema } from './import-jobs.ts';

/** What the catalog's import and export routes answer on success; see ../contracts.ts. */
export const adminImportExportContracts = {
  'GET /api/admin/import-export/template.csv': 'csv',
  'POST /api/admin/import-export/products/preview': ImportPreviewSchema,
  'POST /api/admin/import-export/products/import': ImportJobSchema,
  'GET /api/admin/import-export/products/imports/:id': ImportJobSchema,
  'GET /api/admin/import-export/products.csv': 'csv',
  'GET /api/admin/import-export/inventory.csv': 'csv',
} satisfies Record<string, Contract>;
