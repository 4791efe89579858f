import { z } from 'zod';
import { EmailSchema, PasswordSchema, SessionUserSchema } from '../auth.ts';

/** A reset link is valid this long, once. */
export const RESET_LINK_MINUTES = 30;

export const PASSWORD_RESET_MESSAGES = {
  requested:
    'If an account exists for that address, we have sent a link to reset its password. It is valid for 30 minutes.',
  invalidLink: 'This link has expired or was already used. Ask for a new one.',
  mismatch: 'Passwords do not match',
  /** Signed in on this browser; every other session of the account has ended. */
  done: 'Your password has been reset. You are signed in, and every other session has been signed out.',
  /** The password is changed, but a restricted account still cannot sign in. */
  doneRestricted:
    'Your password has been reset. Your access has been restricted, so you cannot sign in. Please contact support if you believe this is an error.',
} as const;

/** A link's token: 32 random bytes, base64url (43 characters). Anything else is simply unknown. */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** `POST /api/session/password-reset`: the address to send the link to. */
export const PasswordResetRequestSchema = z.strictObject({ email: EmailSchema });
export type PasswordResetRequest = z.infer<typeof PasswordResetRequestSchema>;

/** `POST /api/session/password-reset/:token`: the new password twice, with the store's rules. */
export const PasswordResetSchema = z
  .strictObject({
    password: PasswordSchema,
    confirmPassword: z.string({ error: PASSWORD_RESET_MESSAGES.mismatch }).max(128),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: PASSWORD_RESET_MESSAGES.mismatch,
    path: ['confirmPassword'],
  });
export type PasswordResetInput = z.infer<typeof PasswordResetSchema>;

/** The same answer whether or not an account has that address. */
export const PasswordResetRequestedSchema = z.strictObject({
  message: z.literal(PASSWORD_RESET_MESSAGES.requested),
});
export type PasswordResetRequested = z.infer<typeof PasswordResetRequestedSchema>;

export const RESET_LINK_PROBLEMS = ['expired', 'used', 'replaced', 'unknown'] as const;
export type ResetLinkProblem = (typeof RESET_LINK_PROBLEMS)[number];

/** `GET /api/session/password-reset/:token`: usable, or why not (the page shows one neutral text for all). */
export const PasswordResetLinkSchema = z.discriminatedUnion('valid', [
  z.strictObject({ valid: z.literal(true), expiresAt: z.iso.datetime({ offset: true }) }),
  z.strictObject({
    valid: z.literal(false),
    reason: z.enum(RESET_LINK_PROBLEMS),
    message: z.literal(PASSWORD_RESET_MESSAGES.invalidLink),
  }),
]);
export type PasswordResetLink = z.infer<typeof PasswordResetLinkSchema>;

/** The password is set; `user` is the new session's user on this browser, null for a restricted account. */
export const PasswordResetDoneSchema = z.strictObject({
  message: z.enum([PASSWORD_RESET_MESSAGES.done, PASSWORD_RESET_MESSAGES.doneRestricted]),
  user: SessionUserSchema.nullable(),
});
export type PasswordResetDone = z.infer<typeof PasswordResetDoneSchema>;
