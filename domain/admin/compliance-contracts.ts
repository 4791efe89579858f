import type { Contract } from '../http.ts';
import { AgeVerificationPageSchema } from './age-verification.ts';
import { ComplianceReportSchema } from './compliance.ts';

/** What each compliance route answers on success; see ../contracts.ts. */
export const adminComplianceContracts = {
  'GET /api/admin/compliance': ComplianceReportSchema,
  'GET /api/admin/compliance/excise.csv': 'csv',
  'GET /api/admin/age-verification': AgeVerificationPageSchema,
  'GET /api/admin/age-verification/export.csv': 'csv',
} satisfies Record<string, Contract>;
