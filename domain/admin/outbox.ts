import { z } from 'zod';

export const OUTBOX_CHANNELS = ['email', 'sms', 'push'] as const;
/**
 * pending: waiting for its first try; sending: a worker has it; sent; failed: a try failed and another is
 * scheduled; dead: every attempt failed (the dead letter), sent again only when staff resend it.
 */
export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed', 'dead'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
export const OUTBOX_STATUS_LABELS: Record<OutboxStatus, string> = {
  pending: 'Pending',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Retrying',
  dead: 'Dead letter',
};

export const OutboxQuerySchema = z.strictObject({
  channel: z.enum(OUTBOX_CHANNELS, { error: 'Channel must be email, sms or push' }).optional(),
  status: z
    .enum(OUTBOX_STATUSES, {
      error: 'Status must be pending, sending, sent, failed or dead',
    })
    .optional(),
  cursor: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type OutboxQuery = z.infer<typeof OutboxQuerySchema>;

export const OutboxRowSchema = z.strictObject({
  id: z.number().int(),
  channel: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  template: z.string(),
  subject: z.string(),
  recipient: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
  /** When a pending or failed message is tried next; null otherwise. */
  nextAttemptAt: z.iso.datetime().nullable(),
});
export type OutboxRow = z.infer<typeof OutboxRowSchema>;

export const OutboxPageSchema = z.strictObject({
  rows: z.array(OutboxRowSchema),
  nextCursor: z.number().int().nullable(),
});
export type OutboxPage = z.infer<typeof OutboxPageSchema>;

export const OutboxTestSchema = z.strictObject({
  channel: z.enum(['email', 'sms'], { error: 'Channel must be email or sms' }),
});
export const OutboxActionResponseSchema = z.strictObject({
  id: z.number().int(),
  status: z.enum(OUTBOX_STATUSES),
});
export type OutboxActionResponse = z.infer<typeof OutboxActionResponseSchema>;

/** j***@example.com; (***) ***-0199 for a phone. */
export function maskRecipient(address: string): string {
  const at = address.indexOf('@');
  if (at > 0) return `${address[0]}***${address.slice(at)}`;
  const digits = address.replace(/\D/g, '');
  if (digits.length >= 4) return `(***) ***-${digits.slice(-4)}`;
  return '***';
}
export const OutboxTestResponseSchema = z.strictObject({
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
});
export type OutboxTestResponse = z.infer<typeof OutboxTestResponseSchema>;
