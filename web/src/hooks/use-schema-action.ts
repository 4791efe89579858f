import { useActionState } from 'react';
import type { z } from 'zod';

export interface SchemaActionState {
  /** What was typed in the fields named `keep`, to show again (React resets an uncontrolled form after its action). */
  values: Record<string, string>;
  /** Each field's first problem, in the schema's words. */
  errors: Record<string, string>;
  /** Bumped on every submission: a field may key on it to take focus again. */
  attempt: number;
}

const EMPTY: SchemaActionState = { values: {}, errors: {}, attempt: 0 };

/**
 * A small form on React's own form actions, for the first screens of the staff apps (sign-in, PIN) where a form
 * library would double what they load: the submitted fields are checked with the shared zod schema and `onValid`
 * runs with the parsed values. Bigger forms use react-hook-form.
 */
export function useSchemaAction<S extends z.ZodType>(
  schema: S,
  onValid: (values: z.output<S>) => Promise<unknown>,
  keep: readonly string[] = [],
) {
  return useActionState<SchemaActionState, FormData>(async (previous, data) => {
    const input = Object.fromEntries(
      [...data.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : '']),
    ) as Record<string, string>;
    const values = Object.fromEntries(keep.map((k) => [k, input[k] ?? '']));
    const attempt = previous.attempt + 1;
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? '')] ??= issue.message;
      return { values, errors, attempt };
    }
    await onValid(parsed.data);
    return { values, errors: {}, attempt };
  }, EMPTY);
}
