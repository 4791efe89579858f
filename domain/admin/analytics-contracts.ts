import type { Contract } from '../http.ts';
import { AnalyticsResponseSchema } from './analytics.ts';

/** What the analytics routes answer on success; see ../contracts.ts. */
export const adminAnalyticsContracts = {
  'GET /api/admin/analytics': AnalyticsResponseSchema,
  'GET /api/admin/analytics/export.csv': 'csv',
} satisfies Record<string, Contract>;
