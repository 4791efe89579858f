import { z } from 'zod';
import { COURIER_MESSAGES, PinSchema } from '#domain/couriers/schemas.ts';

export const PIN_MISMATCH = COURIER_MESSAGES.pinMismatch;

const confirmed = <T extends { pin: string; confirmPin: string }>(v: T) => v.pin === v.confirmPin;

/** A new PIN is typed twice, so a slip of the finger does not lock the courier out. */
export const PinSetupFormSchema = z
  .object({ pin: PinSchema, confirmPin: z.string() })
  .refine(confirmed, { message: PIN_MISMATCH, path: ['confirmPin'] });
export type PinSetupForm = z.infer<typeof PinSetupFormSchema>;

export const PinChangeFormSchema = z
  .object({ currentPin: PinSchema, pin: PinSchema, confirmPin: z.string() })
  .refine(confirmed, { message: PIN_MISMATCH, path: ['confirmPin'] });
export type PinChangeForm = z.infer<typeof PinChangeFormSchema>;

export const PinEntryFormSchema = z.object({ pin: PinSchema });
export type PinEntryForm = z.infer<typeof PinEntryFormSchema>;
