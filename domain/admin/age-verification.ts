import { z } from 'zod';
import { ID_CHECK_METHOD_KEYS } from '../id-check/messages.ts';
import { checkPeriod, PERIOD_FIELDS } from './compliance.ts';
import { pageCursor } from './list-query.ts';

/** What was checked: a checkout's date of birth and attestation, a door ID check, a sign-up, a courier application. */
export const AGE_CHECK_KINDS = ['checkout', 'id_check', 'sign_up', 'application'] as const;
export type AgeCheckKind = (typeof AGE_CHECK_KINDS)[number];
export const AGE_OUTCOMES = ['passed', 'failed', 'refused'] as const;
export type AgeOutcome = (typeof AGE_OUTCOMES)[number];

export const AGE_CHECK_KIND_LABELS: Record<AgeCheckKind, string> = {
  checkout: 'Checkout',
  id_check: 'Door ID check',
  sign_up: 'Sign-up',
  application: 'Courier application',
};

/** The list's filters and page: a period of New York days, an outcome, a kind; keyset pages of up to 100 rows. */
export const AgeVerificationQuerySchema = checkPeriod(
  z.strictObject({
    ...PERIOD_FIELDS,
    outcome: z.enum(AGE_OUTCOMES, { error: 'Outcome must be passed, failed or refused' }).optional(),
    kind: z.enum(AGE_CHECK_KINDS, { error: 'Choose a kind of check' }).optional(),
    cursor: pageCursor(300, 'This page link is no longer valid'),
    limit: z.coerce
      .number({ error: 'Limit must be a number' })
      .int('Limit must be a whole number')
      .min(1, 'Limit must be at least 1')
      .max(100, 'Limit can be at most 100')
      .default(50),
  }),
);
export type AgeVerificationQuery = z.infer<typeof AgeVerificationQuerySchema>;

export const AgeCheckRowSchema = z.strictObject({
  /** Unique across kinds: the source and its id. */
  key: z.string(),
  kind: z.enum(AGE_CHECK_KINDS),
  outcome: z.enum(AGE_OUTCOMES),
  at: z.iso.datetime(),
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  birthDate: z.string().nullable(),
  /** Age on the day of the order, from the date of birth given at checkout. */
  ageAtOrder: z.number().int().nullable(),
  attested: z.boolean().nullable(),
  courierName: z.string().nullable(),
  reason: z.string().nullable(),
  userId: z.string().nullable(),
  /** A door check: ID scanned or typed; null for other kinds (and for door checks before the scan existed). */
  method: z.enum(ID_CHECK_METHOD_KEYS).nullable(),
  /** A delivered order's signature is kept (until the retention job deletes it); null for other kinds. */
  signed: z.boolean().nullable(),
});
export type AgeCheckRow = z.infer<typeof AgeCheckRowSchema>;

export const AgeVerificationPageSchema = z.strictObject({
  rows: z.array(AgeCheckRowSchema),
  nextCursor: z.string().nullable(),
});
export type AgeVerificationPage = z.infer<typeof AgeVerificationPageSchema>;
