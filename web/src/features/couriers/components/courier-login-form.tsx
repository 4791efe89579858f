import { StaffSignInForm } from '#web/components/auth/staff-sign-in-form.tsx';
import { useCourierSignIn } from '../hooks/use-courier-sign-in.ts';
import { FormAlert } from './form-alert.tsx';

export function CourierLoginForm() {
  return (
    <StaffSignInForm
      idPrefix="courier"
      signIn={useCourierSignIn()}
      variant="accent"
      alert={(message) => <FormAlert>{message}</FormAlert>}
    />
  );
}
