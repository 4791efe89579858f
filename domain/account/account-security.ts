import { z } from 'zod';
import { PasswordSchema } from '../auth.ts';
import { COMPLIANCE } from '../compliance/rules.ts';

/**
 * The account page's security actions: change the password, resend the confirmation e-mail, delete the account.
 * One schema per form, parsed by the form and by the server; the texts are the answers the page shows.
 */
export const ACCOUNT_SECURITY_MESSAGES = {
  currentPasswordRequired: 'Current password is required',
  wrongPassword: 'Your current password is not correct',
  samePassword: 'Choose a password you are not using now',
  passwordChanged: 'Password changed. You were signed out on your other devices.',
  confirmationSent: 'We sent you a new confirmation link. It works for 24 hours.',
  alreadyConfirmed: 'Your e-mail address is already confirmed.',
  deleteConfirmRequired: 'Tick the box to confirm you want to delete your account',
  accountDeleted: 'Your account is deleted. Thank you for shopping with us.',
} as const;

const M = ACCOUNT_SECURITY_MESSAGES;

const CurrentPasswordSchema = z
  .string({ error: M.currentPasswordRequired })
  .min(1, M.currentPasswordRequired)
  .max(128, M.wrongPassword);

export const ChangePasswordSchema = z
  .strictObject({
    currentPassword: CurrentPasswordSchema,
    newPassword: PasswordSchema,
    confirmPassword: z.string({ error: 'Passwords do not match' }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  })
  .refine((v) => v.newPassword !== v.currentPassword, { message: M.samePassword, path: ['newPassword'] });
export type ChangePasswordInput = z.input<typeof ChangePasswordSchema>;

export const DeleteAccountSchema = z.strictObject({
  password: CurrentPasswordSchema,
  confirm: z.literal(true, { error: M.deleteConfirmRequired }),
});
export type DeleteAccountInput = z.input<typeof DeleteAccountSchema>;

/** What deleting an account keeps for the law and what it erases, as the confirm step says it. */
export const ACCOUNT_DELETION = {
  kept: [
    `Your orders, with their receipts, excise tax lines and the ID checks at delivery: New York requires licensed sellers to keep them ${COMPLIANCE.recordsRetentionYears} years. They stay with us, not with any account.`,
  ],
  erased: [
    'Your name, phone number, date of birth and e-mail address on the account',
    'Your saved addresses and your cart',
    'Your password and every signed-in device',
    'Your notification and marketing choices and push subscriptions',
    'Your name on support chats',
  ],
} as const;

export const ChangePasswordResponseSchema = z.strictObject({ message: z.literal(M.passwordChanged) });
export type ChangePasswordResponse = z.infer<typeof ChangePasswordResponseSchema>;
export const ResendConfirmationResponseSchema = z.strictObject({ message: z.literal(M.confirmationSent) });
export type ResendConfirmationResponse = z.infer<typeof ResendConfirmationResponseSchema>;
export const DeleteAccountResponseSchema = z.strictObject({ message: z.literal(M.accountDeleted) });
export type DeleteAccountResponse = z.infer<typeof DeleteAccountResponseSchema>;
