import { useState } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, KeyRound } from 'lucide-react';
import {
  SET_PASSWORD_MESSAGES,
  SetPasswordSchema,
  type SetPasswordInput,
  type SetPasswordResponse,
  type SetupApp,
} from '#domain/account/set-password.ts';
import { buttonClass } from '#web/components/ui/button.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { useSetPassword } from '../api/set-password.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';

type Field = 'password' | 'confirmPassword';

/** Where each kind of account signs in once its password is set. */
const SIGN_IN: Record<SetupApp, { to: string; label: string }> = {
  courier: { to: '/courier/login', label: 'Go to courier sign-in' },
  merchant: { to: '/merchant/dashboard', label: 'Go to the partner portal' },
  store: { to: '/', label: 'Go to the store' },
};

/**
 * The set-password link of an account staff made (an approved courier, a partner shop's owner or staff): a new
 * password, once; then on to the app that account signs in to.
 */
export function SetPasswordForm({ token }: { token: string }) {
  const save = useSetPassword();
  const [done, setDone] = useState<SetPasswordResponse | null>(null);
  const [problem, setProblem] = useState<string | null>(token ? null : SET_PASSWORD_MESSAGES.invalidLink);
  const { register, handleSubmit, setError, clearErrors, formState } = useForm<SetPasswordInput>({
    resolver: zodResolver(SetPasswordSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const field = (name: Field) => register(name, { onChange: () => clearErrors(name) });
  const { errors } = formState;

  const submit = handleSubmit(async (values) => {
    try {
      setDone(await save.mutateAsync(values));
    } catch (error) {
      if (error instanceof ApiError && error.fields.password) {
        setError('password', { type: 'server', message: error.fields.password });
      } else setProblem(error instanceof Error ? error.message : SET_PASSWORD_MESSAGES.invalidLink);
    }
  });

  if (done) {
    return (
      <div role="status" className="rounded-3xl border border-border bg-surface p-8 text-center">
        <CheckCircle2 className="mx-auto h-10 w-10 text-success" aria-hidden />
        <h1 className="mt-4 font-display text-3xl">Password set</h1>
        <p className="mt-3 text-muted">{done.message}</p>
        <Link to={SIGN_IN[done.app].to} className={cn(buttonClass('accent', 'lg'), 'mt-6')}>
          {SIGN_IN[done.app].label}
        </Link>
      </div>
    );
  }
  return (
    <div className="rounded-3xl border border-border bg-surface p-6 sm:p-8">
      <span className="flex h-12 w-12 items-center justify-center rounded-2xl bg-accent-soft text-accent">
        <KeyRound className="h-5 w-5" aria-hidden />
      </span>
      <h1 className="mt-4 font-display text-3xl">Set your password</h1>
      <p className="mt-2 text-muted">Choose the password you will sign in with. This link works once.</p>
      {problem && (
        <p
          role="alert"
          className="mt-4 rounded-xl border border-danger/35 bg-danger/10 px-4 py-3 text-sm text-danger"
        >
          {problem}
        </p>
      )}
      <form noValidate onSubmit={(e) => void submit(e)} className="mt-6 space-y-4">
        <NewPasswordFields
          id="set-password"
          errors={errors}
          password={field('password')}
          confirmPassword={field('confirmPassword')}
          hint="At least 8 characters, with a letter and a number."
        />
        <div className="pt-2">
          <SubmitButton pending={formState.isSubmitting}>Set password</SubmitButton>
        </div>
      </form>
    </div>
  );
}
