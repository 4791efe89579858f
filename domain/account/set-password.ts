import { z } from 'zod';
import { PasswordSchema } from '../auth.ts';

export const SET_PASSWORD_MESSAGES = {
  invalidLink: 'This link is invalid or has expired. Ask support for a new one.',
  passwordSet: 'Your password is set. Sign in to the courier app.',
  passwordSetMerchant: 'Your password is set. Sign in to your partner shop portal.',
  passwordSetStore: 'Your password is set. Sign in to your account.',
} as const;

/** Where an account set up by staff signs in: a courier's app, a partner shop's portal, or the store. */
export const SETUP_APPS = ['courier', 'merchant', 'store'] as const;
export type SetupApp = (typeof SETUP_APPS)[number];

/** The set-password page's form: the link's token and the new password twice. */
export const SetPasswordSchema = z
  .strictObject({
    token: z.string().min(1, SET_PASSWORD_MESSAGES.invalidLink).max(200, SET_PASSWORD_MESSAGES.invalidLink),
    password: PasswordSchema,
    confirmPassword: z.string({ error: 'Passwords do not match' }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type SetPasswordInput = z.input<typeof SetPasswordSchema>;

/** `POST /api/session/set-password`. */
export const SetPasswordResponseSchema = z.strictObject({ message: z.string(), app: z.enum(SETUP_APPS) });
export type SetPasswordResponse = z.infer<typeof SetPasswordResponseSchema>;
