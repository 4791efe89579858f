import { KeyRound } from 'lucide-react';
import { RESET_LINK_MINUTES } from '#domain/account/password-reset.ts';
import { ForgotPasswordForm } from './forgot-password-form.tsx';

/**
 * `/reset-password` without a link's token (the "account exists" e-mail sends people here): asks for a reset link,
 * the address filled in.
 */
export function RequestResetCard({ email }: { email: string }) {
  return (
    <div className="rounded-3xl border border-border bg-surface px-6 py-10 sm:px-10">
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-accent-soft text-accent">
        <KeyRound className="h-6 w-6" aria-hidden />
      </span>
      <h1 className="mt-5 font-display text-3xl">Reset your password</h1>
      <p className="mb-6 mt-2 text-muted">
        We e-mail you a link to choose a new password. {`It works once, for ${RESET_LINK_MINUTES} minutes.`}
      </p>
      <ForgotPasswordForm email={email} />
    </div>
  );
}
