import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, LinkIcon, ShieldAlert } from 'lucide-react';
import {
  PASSWORD_RESET_MESSAGES,
  PasswordResetSchema,
  type PasswordResetInput,
} from '#domain/account/password-reset.ts';
import { buttonClass } from '#web/components/ui/button.tsx';
import { LoadingSkeleton } from '#web/components/ui/skeleton.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { authDialog } from '#web/lib/auth-dialog.ts';
import { toast } from '#web/lib/toast.ts';
import { usePasswordResetLink, useResetPassword } from '../api/password-reset.ts';
import { showAuthError } from '../utils/auth-errors.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';

const FIELDS = ['password', 'confirmPassword'] as const;
const CARD = 'flex flex-col items-center rounded-3xl border border-border bg-surface px-6 py-14 text-center';

function Notice({
  icon: Icon,
  title,
  text,
  ask,
}: {
  icon: typeof LinkIcon;
  title: string;
  text: string;
  ask: boolean;
}) {
  return (
    <div className={CARD}>
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-accent-soft text-accent">
        <Icon className="h-7 w-7" aria-hidden />
      </span>
      <h1 className="mt-6 font-display text-3xl">{title}</h1>
      <p role="alert" className="mt-2 max-w-md text-muted">
        {text}
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        {ask && (
          <button
            type="button"
            className={buttonClass('primary', 'lg')}
            onClick={() => authDialog.forgotPassword()}
          >
            Ask for a new link
          </button>
        )}
        <Link to="/" className={buttonClass(ask ? 'outline' : 'primary', 'lg')}>
          Keep shopping
        </Link>
      </div>
    </div>
  );
}

/** The page a reset e-mail links to: a new password, once; every other session ends and this browser signs in. */
export function ResetPasswordForm({ token }: { token: string }) {
  const link = usePasswordResetLink(token);
  const save = useResetPassword(token);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [spent, setSpent] = useState(false);
  const [restricted, setRestricted] = useState<string | null>(null);
  const { register, handleSubmit, setError, clearErrors, formState } = useForm<PasswordResetInput>({
    resolver: zodResolver(PasswordResetSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const field = (name: (typeof FIELDS)[number]) => register(name, { onChange: () => clearErrors(name) });
  const { errors } = formState;

  const submit = handleSubmit(async (values) => {
    try {
      const done = await save.mutateAsync(values);
      if (!done.user) {
        setRestricted(done.message);
        return;
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['session'] }),
        queryClient.invalidateQueries({ queryKey: ['cart'] }),
      ]);
      toast.success('Password reset', { description: done.message });
      void navigate('/account', { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'invalid_link') setSpent(true);
      else showAuthError(error, FIELDS, setError);
    }
  });

  if (restricted) return <Notice icon={ShieldAlert} title="Password reset" text={restricted} ask={false} />;
  if (token && link.isPending) return <LoadingSkeleton variant="card" />;
  if (!token || spent || link.isError || link.data?.valid === false) {
    return (
      <Notice icon={LinkIcon} title="This link did not work" text={PASSWORD_RESET_MESSAGES.invalidLink} ask />
    );
  }
  return (
    <div className="rounded-3xl border border-border bg-surface p-6 sm:p-8">
      <span className="flex h-12 w-12 items-center justify-center rounded-2xl bg-accent-soft text-accent">
        <KeyRound className="h-5 w-5" aria-hidden />
      </span>
      <h1 className="mt-4 font-display text-3xl">Choose a new password</h1>
      <p className="mt-2 text-muted">
        This link works once. Saving signs your account out on every other device and signs you in here.
      </p>
      <form noValidate onSubmit={(e) => void submit(e)} className="mt-6 space-y-4">
        <NewPasswordFields
          id="reset-password"
          errors={errors}
          password={field('password')}
          confirmPassword={field('confirmPassword')}
          hint="At least 8 characters, with a letter and a number. Avoid common passwords and your name."
        />
        <div className="pt-2">
          <SubmitButton pending={formState.isSubmitting}>Reset password</SubmitButton>
        </div>
      </form>
    </div>
  );
}
