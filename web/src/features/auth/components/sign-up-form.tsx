import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { SignUpSchema, type SignUp, type SignUpInput } from '#domain/auth.ts';
import { AUTH_MESSAGES } from '#domain/auth-messages.ts';
import { signIn } from '#web/api/session/sign-in.ts';
import { track } from '#web/lib/analytics.ts';
import { authDialog, useAuthDialog } from '#web/lib/auth-dialog.ts';
import { toast } from '#web/lib/toast.ts';
import { TextField } from '#web/components/ui/text-field.tsx';
import { EmailField, FullNameField, PHONE_EXAMPLE, PhoneField } from '#web/components/ui/contact-fields.tsx';
import { useSignUp } from '../api/sign-up.ts';
import { useCompleteAuth } from '../hooks/use-complete-auth.ts';
import { promptAccepted, settlePrompt } from '../stores/signup-prompt-record.ts';
import { showAuthError } from '../utils/auth-errors.ts';
import { AgeConfirmField } from './age-confirm-field.tsx';
import { SignUpOfferNote } from './sign-up-offer-note.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';

const FIELDS = ['fullName', 'email', 'phone', 'password', 'confirmPassword', 'ageConfirmed'] as const;
type Values = Omit<SignUpInput, 'ageConfirmed'> & { ageConfirmed: boolean };

export function SignUpForm({ onSignedIn }: { onSignedIn: () => Promise<void> | void }) {
  const signUp = useSignUp();
  const dialog = useAuthDialog();
  // An address handed over to sign-up itself (an invitation's page), not one left from a sign-in.
  const prefilled = dialog.mode === 'signup' ? (dialog.prefill?.email ?? '') : '';
  const complete = useCompleteAuth(onSignedIn);
  const { register, handleSubmit, clearErrors, setError, formState } = useForm<Values, unknown, SignUp>({
    // The checkbox starts unchecked (false); the schema accepts only true.
    resolver: zodResolver(SignUpSchema) as unknown as Resolver<Values, unknown, SignUp>,
    reValidateMode: 'onSubmit',
    defaultValues: {
      fullName: '',
      email: prefilled,
      phone: '',
      password: '',
      confirmPassword: '',
      ageConfirmed: false,
    },
  });
  const field = (name: (typeof FIELDS)[number]) => register(name, { onChange: () => clearErrors(name) });
  const { errors } = formState;

  const submit = handleSubmit(async (values) => {
    try {
      const result = await signUp.mutateAsync(values);
      const message = result.message || AUTH_MESSAGES.signUpSuccess;
      track('signup', { method: 'password' });
      // Sign-up answers alike for a new address and a taken one; signing in tells a new customer apart.
      const { email, password } = values;
      const signedIn = await signIn({ email, password }).then(
        ({ user }) => user !== null,
        () => false,
      );
      if (!signedIn) {
        authDialog.signInWith(email, message);
        return;
      }
      if (promptAccepted()) {
        settlePrompt('converted');
        track('signup_popup_converted');
      }
      await complete();
      toast.success(message);
    } catch (error) {
      showAuthError(error, FIELDS, setError);
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      <SignUpOfferNote />
      <FullNameField
        id="signup-full-name"
        autoFocus
        error={errors.fullName?.message}
        registration={field('fullName')}
      />
      <EmailField id="signup-email" error={errors.email?.message} registration={field('email')} />
      <PhoneField
        id="signup-phone"
        placeholder={PHONE_EXAMPLE}
        error={errors.phone?.message}
        registration={field('phone')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="signup-password"
          label="Password"
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          registration={field('password')}
        />
        <TextField
          id="signup-confirm-password"
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          registration={field('confirmPassword')}
        />
      </div>
      {!errors.password && !errors.confirmPassword && (
        <p className="-mt-1 text-xs text-muted">At least 8 characters, with a letter and a number.</p>
      )}
      <AgeConfirmField error={errors.ageConfirmed?.message} registration={field('ageConfirmed')} />
      <div className="pt-2">
        <SubmitButton pending={formState.isSubmitting}>Create Account</SubmitButton>
      </div>
    </form>
  );
}
