import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client.ts';

/** Puts the server's per-field messages of an `ApiError` on the form's own fields; any other error is left alone. */
export function setFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  type?: string,
) {
  if (!(error instanceof ApiError)) return;
  for (const [name, message] of Object.entries(error.fields)) {
    if ((fields as readonly string[]).includes(name))
      setError(name as Path<T>, type === undefined ? { message } : { type, message });
  }
}
