import { SignInSchema, type SignIn } from '#domain/auth.ts';
import { AUTH_MESSAGES } from '#domain/auth-messages.ts';
import type { ReactNode } from 'react';
import type { ButtonProps } from '#web/components/ui/button.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useSchemaAction } from '#web/hooks/use-schema-action.ts';

const plainAlert = (message: string) => (
  <p role="alert" className="rounded-2xl border border-danger/40 bg-danger/10 px-4 py-3 text-sm text-danger">
    {message}
  </p>
);

/**
 * E-mail and password for a staff app's sign-in (admin console, partner portal, courier app): the app's own mutation
 * signs in and checks the account; its error, already worded for people, shows above the fields (`alert` draws it in
 * the app's own look). React's form action, not a form library: this is the first screen of each staff app.
 */
export function StaffSignInForm({
  idPrefix,
  signIn,
  alert = plainAlert,
  variant,
}: {
  idPrefix: string;
  signIn: { mutateAsync(input: SignIn): Promise<unknown>; error: Error | null };
  alert?: (message: string) => ReactNode;
  variant?: ButtonProps['variant'];
}) {
  const [state, action, pending] = useSchemaAction(
    SignInSchema,
    (values) => signIn.mutateAsync(values).catch(() => undefined),
    ['email'],
  );

  return (
    <form noValidate action={action} className="space-y-4">
      {signIn.error && alert(signIn.error.message || AUTH_MESSAGES.fallback)}
      <TextField
        id={`${idPrefix}-email`}
        label="Email"
        type="email"
        autoComplete="username"
        inputMode="email"
        name="email"
        defaultValue={state.values.email ?? ''}
        error={state.errors.email}
      />
      <TextField
        id={`${idPrefix}-password`}
        label="Password"
        type="password"
        autoComplete="current-password"
        name="password"
        error={state.errors.password}
      />
      <SubmitButton pending={pending} variant={variant}>
        Sign in
      </SubmitButton>
    </form>
  );
}
