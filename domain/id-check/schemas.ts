import { z } from 'zod';
import { isCalendarDate, PAYMENT_METHODS } from '../checkout/fields.ts';
import { ID_CHECK_MESSAGES, TYPED_FALLBACK_KEYS } from './messages.ts';

const idDate = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .regex(/^\d{4}-\d{2}-\d{2}$/, `Enter the ${name.toLowerCase()} as YYYY-MM-DD`)
    .refine(isCalendarDate, `Enter the real ${name.toLowerCase()} from the ID`)
    .refine(
      (v) => v >= '1900-01-01' && v <= '2199-12-31',
      `Enter the real ${name.toLowerCase()} from the ID`,
    );

const namePart = (name: string, min = 1) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(min, `${name} is required`)
    .max(80, `${name} is too long`);

export const ScannedIdSchema = z.strictObject({
  method: z.literal('scanned'),
  birthDate: idDate('Date of birth'),
  expiryDate: idDate('Expiry date'),
  firstName: namePart('First name'),
  middleName: namePart('Middle name', 0).optional().default(''),
  lastName: namePart('Last name'),
  jurisdiction: z
    .string({ error: 'Jurisdiction is required' })
    .regex(/^[A-Z]{2}$/, 'Jurisdiction must be a two-letter code'),
  /** Hashed with the server's key for the reuse signal, then dropped: never stored. */
  idNumber: z
    .string({ error: 'ID number is required' })
    .trim()
    .min(1, 'ID number is required')
    .max(40, 'ID number is too long')
    .regex(/^[A-Za-z0-9 -]+$/, 'ID number has characters no ID carries'),
});

export const TypedIdSchema = z.strictObject({
  method: z.literal('typed'),
  birthDate: idDate('Date of birth'),
  expiryDate: idDate('Expiry date'),
  /** The courier compared the name printed on the card with the order's recipient. */
  nameMatches: z.boolean({ error: 'Say whether the name on the ID matches the recipient' }),
  fallback: z.enum(TYPED_FALLBACK_KEYS, {
    error: 'Say why the barcode was not scanned',
  }),
});

export const OverrideSchema = z.strictObject({
  reason: z
    .string({ error: ID_CHECK_MESSAGES.overrideReason })
    .trim()
    .min(10, ID_CHECK_MESSAGES.overrideReason)
    .max(300, 'Keep the reason under 300 characters'),
});

/** `POST /api/courier/orders/:id/id-check`: the fields read from (or typed off) the ID, never its image. */
export const IdCheckSchema = z.strictObject({
  id: z.discriminatedUnion('method', [ScannedIdSchema, TypedIdSchema], {
    error: 'Scan the ID or type its dates',
  }),
  /** The courier confirms the ID holder is the named recipient although the names differ. */
  override: OverrideSchema.optional(),
});
export type IdCheckInput = z.input<typeof IdCheckSchema>;
export type IdCheck = z.output<typeof IdCheckSchema>;

/** The recipient's signature as drawn on the courier's screen: one SVG path in a width × height box. */
export const SignatureSchema = z.strictObject(
  {
    width: z.number().int().min(100).max(2000),
    height: z.number().int().min(50).max(1000),
    path: z
      .string({ error: ID_CHECK_MESSAGES.signature })
      .min(8, ID_CHECK_MESSAGES.signature)
      .max(20_000, 'The signature is too long: clear it and sign again')
      .regex(/^[ML0-9 .-]+$/, 'The signature could not be read: clear it and sign again'),
  },
  { error: ID_CHECK_MESSAGES.signature },
);
export type Signature = z.infer<typeof SignatureSchema>;

export const HandoverSchema = z.strictObject({
  paymentMethod: z.enum(PAYMENT_METHODS, { error: 'Choose how the customer paid' }),
  paymentCollected: z.literal(true, { error: 'Confirm the payment was collected' }),
  signature: SignatureSchema,
  /** Where the courier stood at the hand-over, when the phone knows. */
  position: z
    .strictObject({
      lat: z.number().min(-90).max(90),
      lng: z.number().min(-180).max(180),
      accuracy: z.number().min(0).max(100_000).optional(),
    })
    .optional(),
});
export type Handover = z.infer<typeof HandoverSchema>;
