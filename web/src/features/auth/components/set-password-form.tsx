import { useState } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, KeyRound } from 'lucide-react';
import {
  SET_PASSWORD_MESSAGES,
  SetPasswordSchema,
  type SetPasswordInput,
} from '#domain/account/set-password.ts';
import { buttonClass } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { useSetPassword } from '../api/set-password.ts';
import { SubmitButton } from './submit-button.tsx';

type Field = 'password' | 'confirmPassword';

/** Where the link's account goes next: the courier app, or (`?for=shop`) a partner shop's portal. */
export type SetPasswordFor = 'courier' | 'shop';
const NEXT: Record<SetPasswordFor, { app: string; to: string; go: string; done: string | null }> = {
  courier: { app: 'the courier app', to: '/courier/login', go: 'Go to courier sign-in', done: null },
  shop: {
    app: "your shop's portal",
    to: '/merchant/dashboard',
    go: 'Go to the shop portal',
    done: "Your password is set. Sign in to your shop's portal.",
  },
};

/** The set-password link of an approved courier's e-mail: a new password, once; then on to the courier app. */
export function SetPasswordForm({ token, for: next = 'courier' }: { token: string; for?: SetPasswordFor }) {
  const copy = NEXT[next];
  const save = useSetPassword();
  const [done, setDone] = useState<string | null>(null);
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
      setDone((await save.mutateAsync(values)).message);
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
        <p className="mt-3 text-muted">{copy.done ?? done}</p>
        <Link to={copy.to} className={cn(buttonClass('accent', 'lg'), 'mt-6')}>
          {copy.go}
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
      <p className="mt-2 text-muted">
        Choose the password you will sign in to {copy.app} with. This link works once.
      </p>
      {problem && (
        <p
          role="alert"
          className="mt-4 rounded-xl border border-danger/35 bg-danger/10 px-4 py-3 text-sm text-danger"
        >
          {problem}
        </p>
      )}
      <form noValidate onSubmit={(e) => void submit(e)} className="mt-6 space-y-4">
        <TextField
          id="set-password"
          label="New password"
          type="password"
          autoComplete="new-password"
          autoFocus
          error={errors.password?.message}
          registration={field('password')}
        />
        <TextField
          id="set-password-confirm"
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          registration={field('confirmPassword')}
        />
        {!errors.password && !errors.confirmPassword && (
          <p className="-mt-1 text-xs text-muted">At least 8 characters, with a letter and a number.</p>
        )}
        <div className="pt-2">
          <SubmitButton pending={formState.isSubmitting}>Set password</SubmitButton>
        </div>
      </form>
    </div>
  );
}
