import { z } from 'zod';

/** `GET /api/admin/audit-logs` filters; newest first, keyset pages. */
export const AuditLogQuerySchema = z.strictObject({
  actor: z.string().trim().max(200).optional(),
  action: z.string().trim().max(100).optional(),
  targetType: z.string().trim().max(50).optional(),
  targetId: z.string().trim().max(100).optional(),
  from: z.iso.datetime({ error: 'From must be a date and time' }).optional(),
  to: z.iso.datetime({ error: 'To must be a date and time' }).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type AuditLogQuery = z.infer<typeof AuditLogQuerySchema>;

const Json = z.record(z.string(), z.unknown());
export const AuditLogRowSchema = z.strictObject({
  id: z.number().int(),
  at: z.iso.datetime(),
  actor: z.strictObject({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  role: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: Json.nullable(),
  after: Json.nullable(),
  details: Json,
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  requestId: z.string().nullable(),
});
export type AuditLogRow = z.infer<typeof AuditLogRowSchema>;

export const AuditLogPageSchema = z.strictObject({
  rows: z.array(AuditLogRowSchema),
  nextCursor: z.string().nullable(),
});
export type AuditLogPage = z.infer<typeof AuditLogPageSchema>;
