import { StaffSignInForm } from '#web/components/auth/staff-sign-in-form.tsx';
import { useAdminSignIn } from '../hooks/use-admin-sign-in.ts';

export function AdminLoginForm({ next }: { next: string | null }) {
  return <StaffSignInForm idPrefix="admin" signIn={useAdminSignIn(next)} />;
}
