import { z } from 'zod';
import { SessionUserSchema } from '../auth.ts';

/**
 * `GET /api/account`, and the account as `PATCH /api/account`, `DELETE /api/account/addresses/:id` and
 * `POST /api/account/addresses/:id/default` answer it after the change: the caller's profile and saved addresses.
 * The server's answer is typed with `AccountResponse`, the web's account query reads it, and the API tests parse
 * real answers with the schema.
 */
export const SavedAddressSchema = z.strictObject({
  id: z.uuid(),
  label: z.string().min(1),
  street: z.string().min(1),
  apartment: z.string().nullable(),
  zip: z.string().min(1),
  borough: z.string().min(1),
  isDefault: z.boolean(),
});
export type SavedAddress = z.infer<typeof SavedAddressSchema>;

export const AccountResponseSchema = z.strictObject({
  user: SessionUserSchema,
  addresses: z.array(SavedAddressSchema),
  /** Kept from the account's first attested checkout (YYYY-MM-DD); checkout prefills it and places orders with it. */
  birthDate: z.string().nullable(),
});
export type AccountResponse = z.infer<typeof AccountResponseSchema>;
