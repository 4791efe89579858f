import { StaffSignInForm } from '#web/components/auth/staff-sign-in-form.tsx';
import { useMerchantSignIn } from '../hooks/use-merchant-sign-in.ts';

export function MerchantLoginForm() {
  return <StaffSignInForm idPrefix="merchant" signIn={useMerchantSignIn()} />;
}
