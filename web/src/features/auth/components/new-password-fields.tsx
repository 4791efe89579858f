import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '#web/components/ui/text-field.tsx';

interface Props {
  /** The fields' ids are `${id}` and `${id}-confirm`. */
  id: string;
  errors: { password?: { message?: string }; confirmPassword?: { message?: string } };
  password: UseFormRegisterReturn;
  confirmPassword: UseFormRegisterReturn;
  hint: string;
}

/** A new password and its confirmation (set-password and reset links), with the rules under them. */
export function NewPasswordFields({ id, errors, password, confirmPassword, hint }: Props) {
  return (
    <>
      <TextField
        id={id}
        label="New password"
        type="password"
        autoComplete="new-password"
        autoFocus
        error={errors.password?.message}
        registration={password}
      />
      <TextField
        id={`${id}-confirm`}
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        registration={confirmPassword}
      />
      {!errors.password && !errors.confirmPassword && <p className="-mt-1 text-xs text-muted">{hint}</p>}
    </>
  );
}
