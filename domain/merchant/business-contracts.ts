import type { Contract } from '../http.ts';
import { SalesReportSchema } from './reports.ts';
import { StaffInvitedSchema, StaffListSchema, StaffRemovedSchema } from './staff.ts';

/** What the shop owner's reports and staff routes answer on success; see ../contracts.ts. */
export const merchantBusinessContracts = {
  'GET /api/merchant/reports/sales': SalesReportSchema,
  'GET /api/merchant/reports/sales.csv': 'csv',
  'GET /api/merchant/staff': StaffListSchema,
  'POST /api/merchant/staff': StaffInvitedSchema,
  'DELETE /api/merchant/staff/:userId': StaffRemovedSchema,
} satisfies Record<string, Contract>;
