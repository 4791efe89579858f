import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { AUTH_MESSAGES } from '#domain/auth-messages.ts';
import { setFieldErrors } from '#web/lib/form-errors.ts';
import { toast } from '#web/lib/toast.ts';

/** Puts the server's per-field messages on the fields and toasts its message (else 'An error occurred'). */
export function showAuthError<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
) {
  setFieldErrors(error, fields, setError, 'server');
  toast.error(error instanceof Error && error.message ? error.message : AUTH_MESSAGES.fallback);
}
