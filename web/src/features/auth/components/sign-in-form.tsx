import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { SignInSchema, type SignIn } from '#domain/auth.ts';
import { AUTH_MESSAGES } from '#domain/auth-messages.ts';
import { track } from '#web/lib/analytics.ts';
import { authDialog, useAuthDialog } from '#web/lib/auth-dialog.ts';
import { toast } from '#web/lib/toast.ts';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useSignIn } from '../api/sign-in.ts';
import { useCompleteAuth } from '../hooks/use-complete-auth.ts';
import { showAuthError } from '../utils/auth-errors.ts';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';

const FIELDS = ['email', 'password'] as const;

export function SignInForm({ onSignedIn }: { onSignedIn: () => Promise<void> | void }) {
  const signIn = useSignIn();
  const complete = useCompleteAuth(onSignedIn);
  const prefilled = useAuthDialog().prefill?.email ?? '';
  const { register, handleSubmit, clearErrors, setError, formState, getValues } = useForm<SignIn>({
    resolver: zodResolver(SignInSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { email: prefilled, password: '' },
  });
  const field = (name: (typeof FIELDS)[number]) => register(name, { onChange: () => clearErrors(name) });

  const submit = handleSubmit(async (values) => {
    try {
      const { user } = await signIn.mutateAsync(values);
      if (!user) {
        toast.error(AUTH_MESSAGES.noSession);
        return;
      }
      track('login', { method: 'password' });
      await complete();
      toast.success(AUTH_MESSAGES.signInSuccess);
    } catch (error) {
      showAuthError(error, FIELDS, setError);
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      <TextField
        id="signin-email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        autoFocus={!prefilled}
        error={formState.errors.email?.message}
        registration={field('email')}
      />
      <TextField
        id="signin-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        autoFocus={Boolean(prefilled)}
        error={formState.errors.password?.message}
        registration={field('password')}
      />
      <div className="-mt-2 flex justify-end">
        <button
          type="button"
          className="cursor-pointer text-sm font-medium text-muted underline-offset-4 hover:text-foreground hover:underline"
          onClick={() => authDialog.forgotPassword(getValues('email').trim())}
        >
          Forgot password?
        </button>
      </div>
      <div className="pt-2">
        <SubmitButton pending={formState.isSubmitting}>Sign In</SubmitButton>
      </div>
    </form>
  );
}
