import { z } from 'zod';
import { PasswordSchema } from '../auth.ts';

export const SET_PASSWORD_MESSAGES = {
  invalidLink: 'This link is invalid or has expired. Ask support for a new one.',
  passwordSet: 'Your password is set. Sign in to the courier app.',
} as const;

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
export const SetPasswordResponseSchema = z.strictObject({ message: z.string() });
export type SetPasswordResponse = z.infer<typeof SetPasswordResponseSchema>;
