import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { PasswordResetRequestSchema, type PasswordResetRequest } from '#domain/account/password-reset.ts';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useRequestPasswordReset } from '../api/password-reset.ts';
import { showAuthError } from '../utils/auth-errors.ts';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';

const FIELDS = ['email'] as const;

/** 'Forgot password?' in the sign-in dialog: the address to e-mail a reset link to. */
export function ForgotPasswordForm({ email = '' }: { email?: string }) {
  const request = useRequestPasswordReset();
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const { register, handleSubmit, clearErrors, setError, formState } = useForm<PasswordResetRequest>({
    resolver: zodResolver(PasswordResetRequestSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { email },
  });

  const submit = handleSubmit(async (values) => {
    try {
      const { message } = await request.mutateAsync(values);
      setSent({ email: values.email, message });
    } catch (error) {
      showAuthError(error, FIELDS, setError);
    }
  });

  if (sent) {
    return (
      <div className="space-y-5">
        <div
          role="status"
          className="flex gap-3 rounded-2xl bg-accent-soft px-4 py-4 text-sm text-foreground"
        >
          <MailCheck className="mt-0.5 h-5 w-5 shrink-0 text-accent" aria-hidden />
          <p>
            {sent.message}
            <span className="mt-2 block text-muted">
              Sent to <strong className="font-medium text-foreground">{sent.email}</strong>. Check your spam
              folder if it has not arrived in a few minutes.
            </span>
          </p>
        </div>
        <button
          type="button"
          className="w-full cursor-pointer text-center text-sm font-medium text-foreground underline decoration-accent underline-offset-4 hover:text-accent"
          onClick={() => setSent(null)}
        >
          Use a different address
        </button>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      <TextField
        id="forgot-email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        autoFocus
        error={formState.errors.email?.message}
        registration={register('email', { onChange: () => clearErrors('email') })}
      />
      <div className="pt-2">
        <SubmitButton pending={formState.isSubmitting}>Send reset link</SubmitButton>
      </div>
    </form>
  );
}
