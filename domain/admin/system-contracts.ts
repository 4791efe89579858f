import type { Contract } from '../http.ts';
import { AuditLogPageSchema } from './audit-log.ts';
import { DashboardResponseSchema } from './dashboard.ts';
import { OutboxActionResponseSchema, OutboxPageSchema, OutboxTestResponseSchema } from './outbox.ts';
import { AdminSearchResponseSchema } from './search.ts';
import { SettingsResponseSchema } from './settings.ts';

/** What each admin route of this part answers on success; see ../contracts.ts. */
export const adminSystemContracts = {
  'GET /api/admin/settings': SettingsResponseSchema,
  'PUT /api/admin/settings': SettingsResponseSchema,
  'GET /api/admin/audit-logs': AuditLogPageSchema,
  'GET /api/admin/notifications': OutboxPageSchema,
  'POST /api/admin/notifications/test': OutboxTestResponseSchema,
  'POST /api/admin/notifications/:id/resend': OutboxActionResponseSchema,
  'GET /api/admin/search': AdminSearchResponseSchema,
  'GET /api/admin/dashboard': DashboardResponseSchema,
} satisfies Record<string, Contract>;
