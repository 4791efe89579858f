import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { SignInSchema, type SignIn } from '#domain/auth.ts';
import { AUTH_MESSAGES } from '#domain/auth-messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useCourierSignIn } from '../hooks/use-courier-sign-in.ts';
import { FormAlert } from './form-alert.tsx';

export function CourierLoginForm() {
  const signIn = useCourierSignIn();
  const { register, handleSubmit, formState } = useForm<SignIn>({
    resolver: zodResolver(SignInSchema),
    defaultValues: { email: '', password: '' },
  });
  const submit = handleSubmit(async (values) => {
    await signIn.mutateAsync(values).catch(() => undefined);
  });
  const pending = formState.isSubmitting;

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      {signIn.error && <FormAlert>{signIn.error.message || AUTH_MESSAGES.fallback}</FormAlert>}
      <TextField
        id="courier-email"
        label="Email"
        type="email"
        autoComplete="username"
        inputMode="email"
        error={formState.errors.email?.message}
        registration={register('email')}
      />
      <TextField
        id="courier-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        error={formState.errors.password?.message}
        registration={register('password')}
      />
      <Button
        type="submit"
        variant="accent"
        size="lg"
        className="w-full"
        disabled={pending}
        aria-busy={pending}
      >
        {pending && <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden />}
        Sign in
      </Button>
    </form>
  );
}
