import { z } from 'zod';
import { AddressSchema } from '../checkout.schemas.ts';

/** A customer keeps at most this many delivery addresses. */
export const MAX_SAVED_ADDRESSES = 10;

export const SAVED_ADDRESS_MESSAGES = {
  labelRequired: 'Give the address a name, such as Home or Work',
  labelTooLong: 'The name must be at most 40 characters',
  labelTaken: 'You already have an address with this name',
  tooMany: `You can keep up to ${MAX_SAVED_ADDRESSES} addresses; remove one first`,
} as const;

/**
 * `POST /api/account/addresses` and `PATCH /api/account/addresses/:id`: the account page's address form. The street,
 * apartment and ZIP are checkout's own rules; the server also holds the ZIP to the delivery area checkout uses.
 */
export const SavedAddressInputSchema = z.strictObject({
  label: z
    .string({ error: SAVED_ADDRESS_MESSAGES.labelRequired })
    .trim()
    .min(1, SAVED_ADDRESS_MESSAGES.labelRequired)
    .max(40, SAVED_ADDRESS_MESSAGES.labelTooLong),
  ...AddressSchema.shape,
  isDefault: z.boolean().default(false),
});
export type SavedAddressInput = z.input<typeof SavedAddressInputSchema>;
export type SavedAddressFields = z.output<typeof SavedAddressInputSchema>;
