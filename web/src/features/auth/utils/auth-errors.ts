import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { AUTH_MESSAGES } from '#domain/auth-messages.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';

/** Puts the server's per-field messages on the fields and toasts its message (else 'An error occurred'). */
export function showAuthError<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
) {
  if (error instanceof ApiError) {
    for (const [name, message] of Object.entries(error.fields)) {
      if ((fields as readonly string[]).includes(name))
        setError(name as Path<T>, { type: 'server', message });
    }
  }
  toast.error(error instanceof Error && error.message ? error.message : AUTH_MESSAGES.fallback);
}
