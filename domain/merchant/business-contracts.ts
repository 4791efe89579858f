import type { Contract } from '../http.ts';
import { SalesReportSchema } from './reports.ts';
import {
  StaffInvitationAnswerSchema,
  StaffInvitationViewSchema,
  StaffInvitedSchema,
  StaffListSchema,
  StaffRemovedSchema,
} from './staff.ts';

/** What the shop owner's reports and staff routes, and the invitee's answers, return on success; see ../contracts.ts. */
export const merchantBusinessContracts = {
  'GET /api/merchant/reports/sales': SalesReportSchema,
  'GET /api/merchant/reports/sales.csv': 'csv',
  'GET /api/merchant/staff': StaffListSchema,
  'POST /api/merchant/staff': StaffInvitedSchema,
  'DELETE /api/merchant/staff/invitations/:id': StaffRemovedSchema,
  'DELETE /api/merchant/staff/:userId': StaffRemovedSchema,
  'GET /api/staff-invitations/:token': StaffInvitationViewSchema,
  'POST /api/staff-invitations/:token/accept': StaffInvitationAnswerSchema,
  'POST /api/staff-invitations/:token/decline': StaffInvitationAnswerSchema,
} satisfies Record<string, Contract>;
