import { z } from 'zod';
import { ID_CHECK_METHOD_KEYS, TYPED_FALLBACK_KEYS } from '../id-check/messages.ts';
import { SignatureSchema } from '../id-check/schemas.ts';
import { Instant } from '../orders/tracking-response.ts';

/**
 * How a delivery was verified at the door, for staff's order page and the compliance report: every ID check's
 * verdict (never the card's data) and the proof of the hand-over.
 */
export const DoorRecordSchema = z.strictObject({
  checks: z.array(
    z.strictObject({
      at: Instant,
      method: z.enum(ID_CHECK_METHOD_KEYS),
      fallback: z.enum(TYPED_FALLBACK_KEYS).nullable(),
      passed: z.boolean(),
      ofAge: z.boolean(),
      expiryValid: z.boolean(),
      nameMatched: z.boolean(),
      /** The courier confirmed the holder is the recipient though the names differ: why, and who. */
      override: z.strictObject({ reason: z.string(), by: z.string().nullable() }).nullable(),
      jurisdiction: z.string().nullable(),
      courierName: z.string().nullable(),
    }),
  ),
  /** Other customers whose orders were handed over on the same ID card (by its keyed hash). */
  sameIdCustomers: z.number().int().nonnegative(),
  proof: z
    .strictObject({
      handedOverAt: Instant,
      position: z
        .strictObject({ lat: z.number(), lng: z.number(), accuracyM: z.number().nullable() })
        .nullable(),
      /** Null once the retention job has deleted it (`signatureDeletedAt`). */
      signature: SignatureSchema.nullable(),
      signatureDeletedAt: Instant.nullable(),
    })
    .nullable(),
});
export type DoorRecord = z.infer<typeof DoorRecordSchema>;
