import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import {
  ACCOUNT_SECURITY_MESSAGES,
  ChangePasswordSchema,
  type ChangePasswordInput,
} from '#domain/account/account-security.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { toast } from '#web/lib/toast.ts';
import { useChangePassword } from '../api/account-security.ts';
import { showAuthError } from '../utils/auth-errors.ts';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
export const PASSWORD_HINT = 'At least 8 characters, with a letter and a number.';

/** The current password, then the new one twice; other devices are signed out, this one stays signed in. */
export function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const change = useChangePassword();
  const { register, handleSubmit, clearErrors, setError, formState } = useForm<ChangePasswordInput>({
    resolver: zodResolver(ChangePasswordSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const field = (name: (typeof FIELDS)[number]) => register(name, { onChange: () => clearErrors(name) });
  const { errors } = formState;
  const pending = change.isPending;

  const submit = handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      toast.success(ACCOUNT_SECURITY_MESSAGES.passwordChanged);
      onDone();
    } catch (error) {
      showAuthError(error, FIELDS, setError);
    }
  });

  return (
    <form noValidate aria-label="Change password" onSubmit={(e) => void submit(e)} className="mt-5 space-y-4">
      <TextField
        id="current-password"
        label="Current password"
        type="password"
        autoComplete="current-password"
        autoFocus
        error={errors.currentPassword?.message}
        registration={field('currentPassword')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="new-password"
          label="New password"
          type="password"
          autoComplete="new-password"
          hint={errors.confirmPassword ? undefined : PASSWORD_HINT}
          error={errors.newPassword?.message}
          registration={field('newPassword')}
        />
        <TextField
          id="new-password-confirm"
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          registration={field('confirmPassword')}
        />
      </div>
      <p className="text-sm text-muted">
        Saving signs you out on your other devices; you stay signed in here.
      </p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {pending && <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden />}
          Change password
        </Button>
      </div>
    </form>
  );
}
